import { createRequestHandler } from "@react-router/express";
import * as Sentry from "@sentry/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { GENERIC_ERROR } from "../domain/forms/messages";
import { simulatorsRouter } from "../simulators/index";
import { apiRouter } from "./api/index";
import { sendJsonError } from "./api/json";
import { publicEnv, type Config } from "./config";
import type { Redis } from "ioredis";
import type { DataLayer } from "./db/database";
import { pageCache } from "./middleware/page-cache";
import { protectedPost } from "./middleware/protected-post";
import { requestLogging } from "./middleware/request-logging";
import { securityHeaders } from "./middleware/security-headers";
import { seoRouter } from "./seo";
import type { ContentService } from "./services/content-service";
import type { LeadIntake } from "./services/lead-intake";

export interface AppDependencies {
  config: Config;
  logger: Logger;
  content: ContentService;
  data: DataLayer;
  acceptLead: LeadIntake;
  /** Shared rate-limit counters and answer caches across nodes (REDIS_URL); in-process when absent. */
  redis?: Redis;
  /** The React Router build, or a function that loads it (Vite's, in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Static and dev middleware that serve the browser's files (see server/main.ts). */
  assets: RequestHandler[];
}

/**
 * The host, in the documented order (docs/architecture.md): proxy trust, compression,
 * security headers, static assets, health, logging, simulators, API, pages.
 */
export function createApp({
  config,
  logger,
  content,
  data,
  acceptLead,
  redis,
  build,
  assets,
}: AppDependencies): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.set("etag", false);

  app.use(compression());
  const https = config.publicUrl.startsWith("https:");
  const origin = (url: string) => new URL(url).origin;
  app.use(
    securityHeaders(
      {
        connect: [],
        // The pages post to the login service and hand orders to the order site, and frame the
        // coverage map: those origins, and no others.
        frame: [origin(config.outside.coverageMap)],
        formAction: [...new Set([origin(config.outside.login), origin(config.outside.orderSite)])],
      },
      https,
    ),
  );
  app.use(assets);

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ready = await data.isReachable();
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "database unreachable" });
  });

  app.use(requestLogging(logger));

  if (config.SIMULATORS) {
    app.use(
      "/__sim",
      simulatorsRouter({
        crmWebhookSecret: config.CRM_WEBHOOK_SECRET,
        orderHandoffKey: config.ORDER_HANDOFF_KEY,
        agentTokenSecret: config.AGENT_TOKEN_SECRET,
        addressApiKey: config.ADDRESS_API_KEY,
        carrierLatency: config.SIM_CARRIER_LATENCY,
      }),
    );
  }
  app.use(
    "/api",
    apiRouter({
      content,
      config,
      logger,
      acceptLead,
      secureCookies: https,
      protectForms: protectedPost(
        { name: "forms", perMinute: config.RATE_LIMIT_PER_MINUTE, redis, logger },
        config.publicUrl,
      ),
      protectPricing: protectedPost(
        { name: "pricing", perMinute: config.PRICING_RATE_LIMIT_PER_MINUTE, redis, logger },
        config.publicUrl,
      ),
      redis,
    }),
  );
  app.use(seoRouter(content, config.publicUrl));

  // Vite serves changing modules in development; only built pages are kept.
  app.use(pageCache(config.NODE_ENV === "development" ? 0 : config.PAGE_CACHE_TTL_MS));
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: config.NODE_ENV,
      getLoadContext: (req, res) => ({
        nonce: res.locals.cspNonce,
        content,
        publicEnv: publicEnv(config),
        publicUrl: config.publicUrl,
        logger: req.log,
        outside: {
          login: config.outside.login,
          forgotPassword: config.outside.forgotPassword,
          orderSite: config.outside.orderSite,
          coverageMap: config.outside.coverageMap,
        },
      }),
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, next) => {
    const status = typeof error?.status === "number" && error.status >= 400 ? error.status : 500;
    // Static files fail before the request logger is attached.
    const log = req.log ?? logger;
    if (status >= 500) {
      log.error({ err: error, path: req.path }, "request failed");
      if (Sentry.isInitialized()) Sentry.captureException(error);
    } else {
      log.warn({ path: req.path, status }, error.message);
    }
    if (res.headersSent) return next(error);
    if (req.path.startsWith("/api/") || req.path === "/api") {
      sendJsonError(res, status, status >= 500 ? GENERIC_ERROR : String(error.message));
    } else {
      res
        .status(status)
        .type("text/plain")
        .send(status >= 500 ? GENERIC_ERROR : status === 404 ? "Not found" : "Bad request");
    }
  };
  app.use(onError);
  return app;
}
