import type { Router } from "express";
import type { RequestListener } from "node:http";
import type { Logger } from "pino";
import { publicEnv, type Config } from "../../platform/config";
import { buildContentAnswers } from "../api/content";
import { createApp } from "../app";
import type { BrowserAssets } from "../browser-assets";
import { createFastPath } from "../http/fast-path";
import { pageCacheControl } from "../http/page-answers";
import { createPageStore } from "../http/page-store";
import { clientRateLimit, LOOKUP_RATE_LIMIT_MESSAGE } from "../http/rate-limit";
import { createSecurityHeaders, type SecurityHeaders } from "../http/security-headers";
import type { Services } from "./services";

/**
 * The HTTP side of one node, built from its services and settings: the Express app (which
 * receives built parts, never the settings) behind the fast path (ADR 0019). `server/main.ts` listens with it; in-process tests do the same. The stand-ins'
 * routes are handed in by the entry point, in the demo only (ADR 0018).
 */
export async function composeSite(
  config: Config,
  logger: Logger,
  services: Services,
  { build, assets }: BrowserAssets,
  standIns: Router | null,
): Promise<RequestListener> {
  const security = siteSecurityHeaders(config);
  const contentAnswers = await buildContentAnswers(services.content, security.headers);
  // Vite serves changing modules in development; only built pages are kept.
  const pages = createPageStore(config.nodeEnv === "development" ? 0 : config.caches.pageTtlMs);
  const limit = (name: string, perMinute: number, message?: string) =>
    clientRateLimit({
      name,
      perMinute,
      redis: services.redis,
      logger,
      metrics: services.metrics,
      message,
    });
  const app = createApp({
    site: {
      trustProxy: config.trustProxy,
      publicUrl: config.publicUrl,
      mode: config.nodeEnv,
      pageCacheControl: pageCacheControl(config.caches.pageTtlMs),
      publicEnv: publicEnv(config),
      destinations: {
        login: config.outside.login,
        forgotPassword: config.outside.forgotPassword,
        orderSite: config.outside.orderSite,
        coverageMap: config.outside.coverageMap,
      },
    },
    limits: {
      forms: limit("forms", config.rateLimits.formsPerMinute),
      pricing: limit("pricing", config.rateLimits.pricingPerMinute),
      lookups: limit("lookups", config.rateLimits.lookupsPerMinute, LOOKUP_RATE_LIMIT_MESSAGE),
    },
    logger,
    services,
    build,
    assets,
    security,
    contentAnswers,
    pages,
    standIns,
  });
  // What every visitor gets is answered before the general chain.
  const fastPath = createFastPath({
    lookup: (path) => contentAnswers.get(path) ?? pages.get(path),
    logger,
    fromTrustedProxy: (address) => app.get("trust proxy fn")(address, 0),
    metrics: services.metrics,
  });
  return (req, res) => {
    if (!fastPath(req, res)) app(req, res);
  };
}

/**
 * The protective headers: the pages post to the login service and hand orders to the order
 * site, and frame the coverage map: those origins, and no others.
 */
function siteSecurityHeaders(config: Config): SecurityHeaders {
  const origin = (url: string) => new URL(url).origin;
  return createSecurityHeaders(
    {
      connect: [],
      frame: [origin(config.outside.coverageMap)],
      formAction: [...new Set([origin(config.outside.login), origin(config.outside.orderSite)])],
    },
    config.publicUrl.startsWith("https:"),
  );
}
