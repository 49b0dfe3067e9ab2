import { Router, type RequestHandler } from "express";
import { csrfTokenEndpoint } from "../middleware/csrf";
import { jsonBodyErrors } from "../middleware/json-body";
import type { ContentService } from "../services/content-service";
import type { LeadIntake } from "../services/lead-intake";
import { sendJsonError } from "./json";
import { contentRouter } from "./content";
import { leadsRouter } from "./leads";
import { mobileSearchRouter } from "./mobile-search";
import { navRouter } from "./nav";

export interface ApiDependencies {
  content: ContentService;
  acceptLead: LeadIntake;
  /** The chain every lead-form POST passes first (server/middleware/protected-post.ts). */
  protectForms: RequestHandler[];
  /** Mark the forgery cookie Secure (the site is served over https). */
  secureCookies: boolean;
}

/** Every /api route. Unknown /api paths answer JSON 404, never the HTML page. */
export function apiRouter({
  content,
  acceptLead,
  protectForms,
  secureCookies,
}: ApiDependencies): Router {
  const router = Router();
  router.get("/csrf", csrfTokenEndpoint(secureCookies));
  router.use(navRouter(content));
  router.use(contentRouter(content));
  router.use(mobileSearchRouter(content));
  router.use(leadsRouter(protectForms, acceptLead));
  router.use(jsonBodyErrors);
  router.use((_req, res) => sendJsonError(res, 404, "Not found."));
  return router;
}
