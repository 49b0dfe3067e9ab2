import { Router, type RequestHandler } from "express";
import type { OutgoingHttpHeaders } from "node:http";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Config } from "../../platform/config";
import { createAddressApiClient } from "../integrations/address-api";
import { withCachedLookups } from "../integrations/cached-address-api";
import { createCarrierClients, createEnterpriseClient } from "../integrations/carriers/index";
import { csrfTokenEndpoint } from "../middleware/csrf";
import { jsonBodyErrors } from "../middleware/json-body";
import { createAddressSearch } from "../services/address-search";
import { createHandoffQualifier } from "../services/handoff-qualification";
import { memoryCache, redisCache } from "../cache/answer-cache";
import type { ContentService } from "../services/content-service";
import type { LeadIntake } from "../services/lead-intake";
import { createPricingService } from "../services/pricing-service";
import { addressGatewayRouter } from "./address-gateway";
import { addressSearchRouter } from "./address-search";
import { contentRouter } from "./content";
import { sendJsonError } from "../http/json-error";
import type { ReadyAnswer } from "../http/ready-answer";
import { leadsRouter } from "./leads";
import { mobileSearchRouter } from "./mobile-search";
import { nbnPlansRouter } from "./nbn-plans";
import { orderHandoffRouter } from "./order-handoff";
import { pricingRouter } from "./pricing";

export interface ApiDependencies {
  content: ContentService;
  /** The content API's answers, ready to send (server/api/content.ts). */
  contentAnswers: ReadonlyMap<string, ReadyAnswer>;
  /** The protective headers every ready answer carries. */
  answerHeaders: OutgoingHttpHeaders;
  config: Config;
  logger: Logger;
  acceptLead: LeadIntake;
  /** The chain every lead-form POST passes first (server/middleware/protected-post.ts). */
  protectForms: RequestHandler[];
  /** The same chain with the pricing calls' own rate limit (ADR 0015). */
  protectPricing: RequestHandler[];
  /** The per-client limit of the GETs that each cost an address API call. */
  protectLookups: RequestHandler;
  /** Shared answer caches across nodes (REDIS_URL); in-process when absent. */
  redis?: Redis;
  /** Mark the forgery cookie Secure (the site is served over https). */
  secureCookies: boolean;
}

/** Every /api route. Unknown /api paths answer JSON 404, never the HTML page. */
export function apiRouter({
  content,
  contentAnswers,
  answerHeaders,
  config,
  logger,
  acceptLead,
  protectForms,
  protectPricing,
  protectLookups,
  redis,
  secureCookies,
}: ApiDependencies): Router {
  const router = Router();
  const cache = redis ? redisCache(redis, logger) : memoryCache();
  const addressApi = withCachedLookups(
    createAddressApiClient({
      baseUrl: config.outside.addressApi,
      apiKey: config.ADDRESS_API_KEY,
      logger,
    }),
    cache,
    config.ADDRESS_CACHE_TTL_MS,
  );
  const carrierOptions = {
    baseUrl: config.outside.carrierPricing,
    timeoutMs: config.CARRIER_TIMEOUT_MS,
    logger,
  };
  router.get("/csrf", csrfTokenEndpoint(secureCookies));
  router.use(contentRouter(contentAnswers));
  router.use(mobileSearchRouter(content, answerHeaders));
  router.use(["/v2", "/search", "/order-handoff"], protectLookups);
  const addressSearch = createAddressSearch(addressApi);
  router.use(addressGatewayRouter(addressApi));
  router.use(addressSearchRouter(addressSearch));
  router.use(
    pricingRouter(
      protectPricing,
      createPricingService({
        carriers: createCarrierClients(carrierOptions),
        enterprise: createEnterpriseClient(carrierOptions),
        cache,
        ttlMs: config.PRICING_CACHE_TTL_MS,
      }),
    ),
  );
  router.use(nbnPlansRouter(content, answerHeaders));
  router.use(
    orderHandoffRouter({
      orderSiteUrl: config.outside.orderSite,
      handoffKey: config.ORDER_HANDOFF_KEY,
      qualify: createHandoffQualifier(addressSearch, addressApi, content.site().brand.name),
    }),
  );
  router.use(leadsRouter(protectForms, acceptLead));
  router.use(jsonBodyErrors);
  router.use((_req, res) => sendJsonError(res, 404, "Not found."));
  return router;
}
