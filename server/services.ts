import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Config } from "../platform/config";
import { countedCache, memoryCache, redisCache } from "./cache/answer-cache";
import { createDataLayer } from "./db/database";
import { createLeadsRepository } from "./db/leads-repository";
import { createReadiness } from "./db/readiness";
import { createAddressApiClient } from "./integrations/address-api";
import { withCachedLookups } from "./integrations/cached-address-api";
import { createCarrierClients, createEnterpriseClient } from "./integrations/carriers/index";
import { createCrmClient } from "./integrations/crm-client";
import { createAddressSearch } from "./services/address-search";
import { createMetrics } from "./metrics/registry";
import { createAgentTokenVerifier } from "./services/agent-token-verifier";
import { ContentService } from "./services/content-service";
import { loadContent } from "./services/content-store";
import { createFormPostIntake } from "./services/form-post-intake";
import { createHandoffQualifier } from "./services/handoff-qualification";
import { startLeadDelivery } from "./services/lead-delivery";
import { createLeadIntake } from "./services/lead-intake";
import { createPricingService } from "./services/pricing-service";

/**
 * The composition root: every service, client, cache and repository of one node, built once
 * from the settings. Routers and middleware are handed the parts they use and never read the
 * settings themselves.
 */
export function createServices(config: Config, logger: Logger) {
  const metrics = createMetrics();
  const observe = metrics.outsideCall;
  const content = new ContentService(loadContent(config.CONTENT_DIR));
  const data = createDataLayer(config.database, (error) =>
    logger.error({ err: error }, "database connection lost"),
  );
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, logger) : undefined;
  // Answers of outside systems shared by every node (REDIS_URL); in-process when absent.
  const cache = countedCache(
    redis ? redisCache(redis, logger) : memoryCache(),
    metrics.answerCacheLookup,
  );

  const leads = createLeadsRepository(data.db, data.kind);
  metrics.watchOutbox(async () => {
    const { count, oldestCreatedAt } = await leads.pendingDeliveries();
    const age = oldestCreatedAt ? (Date.now() - Date.parse(oldestCreatedAt)) / 1000 : 0;
    return { pending: count, oldestPendingSeconds: Math.max(0, age) };
  });
  const delivery = startLeadDelivery({
    leads,
    deliver: createCrmClient({
      url: config.outside.crmWebhook,
      secret: config.CRM_WEBHOOK_SECRET,
      timeoutMs: config.CRM_TIMEOUT_MS,
      logger,
      observe,
    }),
    leaseMs: config.OUTBOX_LEASE_MS ?? config.CRM_TIMEOUT_MS + 5_000,
    logger,
    pollMs: config.OUTBOX_POLL_MS,
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    giveUpMs: config.OUTBOX_GIVE_UP_MS,
    metrics,
  });
  const readiness = createReadiness({ data, database: config.database, logger });
  metrics.watchReadiness(async () => (await readiness.check()).ready);
  const acceptLead = createLeadIntake({
    leads,
    verifyAgentToken: createAgentTokenVerifier({
      secret: config.AGENT_TOKEN_SECRET,
      maxAgeSeconds: config.AGENT_TOKEN_MAX_AGE,
    }),
    clientHashSecret: config.CLIENT_HASH_SECRET,
    onStored: delivery.nudge,
    onStoreFailed: readiness.writeFailed,
    metrics,
  });
  const acceptFormPost = createFormPostIntake({
    acceptLead,
    clientHashSecret: config.CLIENT_HASH_SECRET,
  });

  const addressApi = withCachedLookups(
    createAddressApiClient({
      baseUrl: config.outside.addressApi,
      apiKey: config.ADDRESS_API_KEY,
      logger,
      observe,
    }),
    cache,
    config.ADDRESS_CACHE_TTL_MS,
  );
  const addressSearch = createAddressSearch(addressApi);
  const carrierOptions = {
    baseUrl: config.outside.carrierPricing,
    timeoutMs: config.CARRIER_TIMEOUT_MS,
    logger,
    observe,
  };
  const pricing = createPricingService({
    carriers: createCarrierClients(carrierOptions),
    enterprise: createEnterpriseClient(carrierOptions),
    cache,
    ttlMs: config.PRICING_CACHE_TTL_MS,
  });
  const handoff = {
    orderSiteUrl: config.outside.orderSite,
    handoffKey: config.ORDER_HANDOFF_KEY,
    qualify: createHandoffQualifier(addressSearch, addressApi, content.site().brand.name),
  };

  return {
    content,
    metrics,
    databaseKind: data.kind,
    redis,
    readiness,
    acceptLead,
    acceptFormPost,
    addressApi,
    addressSearch,
    pricing,
    handoff,
    /** Stops delivery, then lets go of Redis and the database (after the server has drained). */
    async close(): Promise<void> {
      await delivery.stop();
      await redis?.quit().catch(() => undefined);
      await data.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;

/** Rate-limit counters and answer caches shared by every node; a lost connection is logged and retried. */
function connectRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on("error", (error) => logger.warn({ err: error.message }, "redis unavailable"));
  return redis;
}
