import { Router } from "express";
import type { ContentService } from "../services/content-service";
import { sendJsonError } from "./json";
import { contentRouter } from "./content";
import { mobileSearchRouter } from "./mobile-search";
import { navRouter } from "./nav";

export interface ApiDependencies {
  content: ContentService;
}

/** Every /api route. Unknown /api paths answer JSON 404, never the HTML page. */
export function apiRouter({ content }: ApiDependencies): Router {
  const router = Router();
  router.use(navRouter(content));
  router.use(contentRouter(content));
  router.use(mobileSearchRouter(content));
  router.use((_req, res) => sendJsonError(res, 404, "Not found."));
  return router;
}
