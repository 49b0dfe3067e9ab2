import { Router, type RequestHandler } from "express";
import type { Logger } from "pino";
import type { Config } from "../config";
import { createAddressApiClient } from "../integrations/address-api";
import { csrfTokenEndpoint } from "../middleware/csrf";
import { jsonBodyErrors } from "../middleware/json-body";
import type { ContentService } from "../services/content-service";
import type { LeadIntake } from "../services/lead-intake";
import { addressGatewayRouter } from "./address-gateway";
import { contentRouter } from "./content";
import { sendJsonError } from "./json";
import { leadsRouter } from "./leads";
import { mobileSearchRouter } from "./mobile-search";
import { navRouter } from "./nav";
import { nbnPlansRouter } from "./nbn-plans";
import { orderHandoffRouter } from "./order-handoff";

export interface ApiDependencies {
  content: ContentService;
  config: Config;
  logger: Logger;
  acceptLead: LeadIntake;
  /** The chain every lead-form POST passes first (server/middleware/protected-post.ts). */
  protectForms: RequestHandler[];
  /** Mark the forgery cookie Secure (the site is served over https). */
  secureCookies: boolean;
}

/** Every /api route. Unknown /api paths answer JSON 404, never the HTML page. */
export function apiRouter({
  content,
  config,
  logger,
  acceptLead,
  protectForms,
  secureCookies,
}: ApiDependencies): Router {
  const router = Router();
  router.get("/csrf", csrfTokenEndpoint(secureCookies));
  router.use(navRouter(content));
  router.use(contentRouter(content));
  router.use(mobileSearchRouter(content));
  router.use(
    addressGatewayRouter(
      createAddressApiClient({
        baseUrl: config.outside.addressApi,
        apiKey: config.ADDRESS_API_KEY,
        logger,
      }),
    ),
  );
  router.use(nbnPlansRouter(content));
  router.use(
    orderHandoffRouter({
      orderSiteUrl: config.outside.orderSite,
      handoffKey: config.ORDER_HANDOFF_KEY,
    }),
  );
  router.use(leadsRouter(protectForms, acceptLead));
  router.use(jsonBodyErrors);
  router.use((_req, res) => sendJsonError(res, 404, "Not found."));
  return router;
}
