import { Router } from "express";
import type { ContentService } from "../services/content-service";
import { sendPreparedJson } from "./json";

/** GET /api/nav: { mainItems: { key: { title, url, children } } } (spec 000 section 7). */
export function navRouter(content: ContentService): Router {
  const router = Router();
  router.get("/nav", (req, res) => {
    sendPreparedJson(
      req,
      res,
      content.json("nav", () => content.nav()),
    );
  });
  return router;
}
