import type { Redis } from "ioredis";
import { createRequire } from "node:module";
import type { Logger } from "pino";
import type { Config } from "../../platform/config";
import { countedCache, memoryCache, redisCache } from "../cache/answer-cache";
import { createDataLayer } from "../db/database";
import { createLeadsRepository } from "../db/leads-repository";
import { createReadiness } from "../db/readiness";
import { createAddressApiClient } from "../integrations/address-api";
import { withCachedLookups } from "../integrations/cached-address-api";
import { createCarrierClients, createEnterpriseClient } from "../integrations/carriers/index";
import { createCrmClient } from "../integrations/crm-client";
import { createSmtpClient } from "../integrations/smtp-client";
import { toCrmLead } from "../../domain/leads/crm-lead";
import { createQuoteMailSender } from "../services/quote-mail";
import { createQuotePdfs } from "../services/quote-pdfs";
import { clientHasher } from "../services/client-hash";
import { recipientHasher } from "../services/recipient-hash";
import { createAddressSearch } from "../services/address-search";
import { createMetrics } from "../metrics/registry";
import { createAgentTokenVerifier } from "../services/agent-token-verifier";
import { ContentService } from "../services/content-service";
import { loadContent } from "../services/content-store";
import { createFormPostIntake, type FormPostIntake } from "../services/form-post-intake";
import { createHandoffQualifier } from "../services/handoff-qualification";
import { createQuoteChoices } from "../services/quote-choices";
import { createQuotePostIntake } from "../services/quote-post-intake";
import { createQuoteService } from "../services/quotes";
import { startRetentionPurge } from "../services/retention";
import { createQuotesRepository } from "../db/quotes-repository";
import { createMultiSiteRepository } from "../db/multi-site-repository";
import { createMultiSiteChecks } from "../services/multi-site-checks";
import { startMultiSiteWorker } from "../services/multi-site-worker";
import { createSiteChecker } from "../services/site-checker";
import { createPdfRenderer } from "../documents/pdf-pool";
import { quoteBrand } from "../documents/quote-brand";
import { startLeadDelivery } from "../services/lead-delivery";
import { createLeadIntake } from "../services/lead-intake";
import { createLeadSubmission } from "../services/lead-submission";
import { createPricingService } from "../services/pricing-service";

/**
 * The composition root: every service, client, cache and repository of one node, built once
 * from the settings. Routers and middleware are handed the parts they use and never read the
 * settings themselves.
 */
export function createServices(config: Config, logger: Logger) {
  const metrics = createMetrics();
  const observe = metrics.outsideCall;
  const content = new ContentService(loadContent(config.contentDir));
  const data = createDataLayer(config.database, (error) =>
    logger.error({ err: error }, "database connection lost"),
  );
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  // Answers of outside systems shared by every node (REDIS_URL); in-process when absent.
  const cache = countedCache(
    redis ? redisCache(redis, logger) : memoryCache(),
    metrics.answerCacheLookup,
  );

  const leads = createLeadsRepository(data.db, data.kind);
  metrics.watchOutbox(async () => {
    const [crmPending, mailPending] = await Promise.all([
      leads.pendingDeliveries("crm"),
      leads.pendingDeliveries("mail"),
    ]);
    const ageOf = (oldest: string | null) =>
      oldest ? Math.max(0, (Date.now() - Date.parse(oldest)) / 1000) : 0;
    return {
      pending: crmPending.count,
      oldestPendingSeconds: ageOf(crmPending.oldestCreatedAt),
      pendingMail: mailPending.count,
      oldestPendingMailSeconds: ageOf(mailPending.oldestCreatedAt),
    };
  });
  const crm = createCrmClient({
    url: config.outside.crmWebhook,
    secret: config.secrets.crmWebhook,
    timeoutMs: config.crm.timeoutMs,
    logger,
    observe,
  });
  const outbox = {
    leads,
    leaseMs: config.outbox.leaseMs,
    logger,
    pollMs: config.outbox.pollMs,
    retryBaseMs: config.outbox.retryBaseMs,
    giveUpMs: config.outbox.giveUpMs,
    metrics,
  };
  const delivery = startLeadDelivery({
    ...outbox,
    channel: "crm",
    deliver: (item, options) => crm(toCrmLead(item.lead), options),
  });
  const readiness = createReadiness({ data, database: config.database, logger });
  metrics.watchReadiness(async () => (await readiness.check()).ready);
  const acceptLead = createLeadIntake({
    leads,
    verifyAgentToken: createAgentTokenVerifier({
      secret: config.secrets.agentToken,
      maxAgeSeconds: config.agentTokens.maxAgeSeconds,
    }),
    clientHashSecret: config.secrets.clientHash,
    onStored: () => {
      delivery.nudge();
      mailing.nudge();
    },
    onStoreFailed: readiness.writeFailed,
    metrics,
  });
  // The one lead pipeline (schema, then intake), for the JSON API and page posts alike.
  const submitLead = createLeadSubmission({ acceptLead });
  const submitLeadPost = createFormPostIntake({
    submitLead,
    clientHashSecret: config.secrets.clientHash,
  });

  const addressApi = withCachedLookups(
    createAddressApiClient({
      baseUrl: config.outside.addressApi,
      apiKey: config.secrets.addressApiKey,
      logger,
      observe,
    }),
    cache,
    config.caches.addressTtlMs,
  );
  const addressSearch = createAddressSearch(addressApi);
  const carrierOptions = {
    baseUrl: config.outside.carrierPricing,
    timeoutMs: config.carriers.timeoutMs,
    logger,
    observe,
  };
  const pricing = createPricingService({
    carriers: createCarrierClients(carrierOptions),
    enterprise: createEnterpriseClient(carrierOptions),
    cache,
    ttlMs: config.caches.pricingTtlMs,
  });
  const handoff = {
    orderSiteUrl: config.outside.orderSite,
    handoffKey: config.secrets.orderHandoffKey,
    qualify: createHandoffQualifier(addressSearch, addressApi, content.site().brand.name),
  };
  const quotes = createQuotesRepository(data.db);
  const multiSiteRepository = createMultiSiteRepository(data.db);
  const brand = quoteBrand(content.site(), config.publicUrl);
  const pdfs = createPdfRenderer(brand, config.workers);
  const pdfFor = createQuotePdfs({ quotes, render: pdfs.render, logger });
  if (!config.mail.smtpUrl)
    throw new Error("No mail server: SMTP_URL is unset and no stand-in runs.");
  const smtp = createSmtpClient({
    url: config.mail.smtpUrl,
    from: config.mail.from,
    timeoutMs: config.mail.timeoutMs,
    logger,
  });
  const mailing = startLeadDelivery({
    ...outbox,
    channel: "mail",
    deliver: createQuoteMailSender({ quotes, pdfs, pdfFor, smtp, brand }),
  });
  const quotePurge = startRetentionPurge("quotes", quotes, config.quotes.retentionDays, logger);
  const createQuote = createQuoteService({
    quotes,
    choose: createQuoteChoices({
      content,
      qualify: handoff.qualify,
      pricing,
      checks: multiSiteRepository,
    }),
    acceptLead,
    hashRecipient: recipientHasher(config.secrets.clientHash),
    mailsTo: leads.mailsTo,
    hashClient: clientHasher(config.secrets.clientHash),
    mailsFrom: leads.mailsFrom,
    emailsPerHour: config.quotes.emailsPerHour,
    emailsPerClientPerHour: config.quotes.emailsPerClientPerHour,
    validDays: config.quotes.validDays,
  });
  const submitQuotePost = createQuotePostIntake(createQuote);

  const multiSiteWorker = startMultiSiteWorker({
    checks: multiSiteRepository,
    checkSite: createSiteChecker({
      addressSearch,
      addressApi,
      pricing,
      content,
      brand: content.site().brand.name,
      carrierCalls: config.multiSite.carrierCalls,
    }),
    logger,
    sitesInFlight: config.multiSite.sitesInFlight,
    leaseMs: config.multiSite.leaseMs,
    pollMs: config.outbox.pollMs,
  });
  const multiSiteChecks = createMultiSiteChecks({
    checks: multiSiteRepository,
    hashClient: clientHasher(config.secrets.clientHash),
    perClientPerHour: config.multiSite.checksPerClientPerHour,
    runningPerClient: config.multiSite.runningPerClient,
    nudge: multiSiteWorker.nudge,
  });
  const multiSitePurge = startRetentionPurge(
    "multi-site checks",
    multiSiteRepository,
    config.multiSite.retentionDays,
    logger,
  );
  /** A form posted to its page before the script started: a lead form's, or the quote form's. */
  const submitFormPost: FormPostIntake = async (posted, context, log) =>
    (await submitQuotePost(posted, context, log)) ?? submitLeadPost(posted, context, log);

  return {
    content,
    metrics,
    databaseKind: data.kind,
    redis,
    readiness,
    submitLead,
    submitFormPost,
    createQuote,
    quotes,
    pdfFor,
    addressApi,
    addressSearch,
    pricing,
    handoff,
    multiSiteChecks,
    /** Stops delivery, then lets go of Redis and the database (after the server has drained). */
    async close(): Promise<void> {
      await Promise.all([delivery.stop(), mailing.stop(), multiSiteWorker.stop()]);
      quotePurge.stop();
      multiSitePurge.stop();
      smtp.close();
      await pdfs.close();
      await redis?.quit().catch(() => undefined);
      await data.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * Rate-limit counters and answer caches shared by every node; a lost connection is logged and
 * retried. ioredis is required here, only when REDIS_URL is set: loading it slowed every
 * node's start (ADR 0058).
 */
function connectRedis(url: string, logger: Logger): Redis {
  const { Redis: Client } = createRequire(import.meta.url)("ioredis") as {
    Redis: typeof Redis;
  };
  const redis = new Client(url, { maxRetriesPerRequest: 1 });
  redis.on("error", (error) => logger.warn({ err: error.message }, "redis unavailable"));
  return redis;
}
