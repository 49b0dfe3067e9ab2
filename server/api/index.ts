import { Router } from "express";
import type { Logger } from "pino";
import type { Config } from "../config";
import { createAddressApiClient } from "../integrations/address-api";
import type { ContentService } from "../services/content-service";
import { addressGatewayRouter } from "./address-gateway";
import { sendJsonError } from "./json";
import { contentRouter } from "./content";
import { navRouter } from "./nav";
import { nbnPlansRouter } from "./nbn-plans";
import { orderHandoffRouter } from "./order-handoff";

export interface ApiDependencies {
  content: ContentService;
  config: Config;
  logger: Logger;
}

/** Every /api route. Unknown /api paths answer JSON 404, never the HTML page. */
export function apiRouter({ content, config, logger }: ApiDependencies): Router {
  const router = Router();
  router.use(navRouter(content));
  router.use(contentRouter(content));
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
  router.use((_req, res) => sendJsonError(res, 404, "Not found."));
  return router;
}
