import { createRequestHandler } from "@react-router/express";
import * as Sentry from "@sentry/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express, type Router } from "express";
import type { Logger } from "pino";
import type { BrowserAssets } from "./browser-assets";
import { GENERIC_ERROR } from "../domain/forms/messages";
import { apiRouter } from "./api/index";
import { sendJsonError } from "./http/json-error";
import type { PageStore } from "./http/page-store";
import type { ReadyAnswer } from "./http/ready-answer";
import type { SecurityHeaders } from "./http/security-headers";
import { publicEnv, type Config } from "../platform/config";
import { canonicalPages } from "./http/canonical-pages";
import { verifyFormOrigin } from "./http/csrf";
import { formBody } from "./http/form-body";
import { pageAnswers, pageCacheControl } from "./http/page-answers";
import { decodablePaths, pageMethods } from "./http/page-methods";
import { protectedPost } from "./http/protected-post";
import { clientRateLimit, LOOKUP_RATE_LIMIT_MESSAGE } from "./http/rate-limit";
import { requestLogging } from "./http/request-logging";
import { requestMetrics } from "./metrics/http-metrics";
import { seoRouter } from "./seo";
import type { Services } from "./services";

export interface AppDependencies {
  config: Config;
  logger: Logger;
  /** Everything the node was composed of (server/services.ts). */
  services: Services;
  build: BrowserAssets["build"];
  assets: BrowserAssets["assets"];
  /** The protective headers, built once, and each page's CSP. */
  security: SecurityHeaders;
  /** The content API's answers, ready to send (shared with the fast path). */
  contentAnswers: ReadonlyMap<string, ReadyAnswer>;
  /** Rendered pages kept ready to send (filled here, read first by the fast path). */
  pages: PageStore;
  /** The stand-ins' routes, mounted under /__sim in the demo (ADR 0018); null in production. */
  standIns: Router | null;
}

/**
 * The host, in the documented order (docs/architecture.md): proxy trust, metrics, compression,
 * security headers, static assets, health, logging, simulators, API, pages.
 */
export function createApp({
  config,
  logger,
  services,
  build,
  assets,
  security,
  contentAnswers,
  pages,
  standIns,
}: AppDependencies): Express {
  const { content, readiness, acceptLead, acceptFormPost, redis, metrics } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.set("etag", false);

  app.use(requestMetrics(metrics));
  app.use(compression());
  app.use(security.middleware);
  app.use(assets);

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const { ready, cause } = await readiness.check();
    res
      .status(ready ? 200 : 503)
      .json(ready ? { status: "ready" } : { status: "not ready", cause });
  });

  app.use(requestLogging(logger, (address) => app.get("trust proxy fn")(address, 0)));

  if (standIns) app.use("/__sim", standIns);
  // One count per client for a lead form, whether its script sent it or the browser posted it.
  const formsLimit = clientRateLimit({
    name: "forms",
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    redis,
    logger,
    metrics,
  });
  app.use(
    "/api",
    apiRouter({
      content,
      contentAnswers,
      answerHeaders: security.headers,
      logger,
      acceptLead,
      addressApi: services.addressApi,
      addressSearch: services.addressSearch,
      pricing: services.pricing,
      handoff: services.handoff,
      secureCookies: config.publicUrl.startsWith("https:"),
      protectForms: protectedPost(formsLimit, config.publicUrl),
      protectPricing: protectedPost(
        clientRateLimit({
          name: "pricing",
          perMinute: config.PRICING_RATE_LIMIT_PER_MINUTE,
          redis,
          logger,
          metrics,
        }),
        config.publicUrl,
      ),
      protectLookups: clientRateLimit({
        name: "lookups",
        perMinute: config.LOOKUP_RATE_LIMIT_PER_MINUTE,
        redis,
        logger,
        metrics,
        message: LOOKUP_RATE_LIMIT_MESSAGE,
      }),
    }),
  );
  app.use(seoRouter(content, config.publicUrl));

  app.use(decodablePaths);
  app.use(canonicalPages);
  app.use(pageMethods(build));
  app.use(pageAnswers(pages, pageCacheControl(config.PAGE_CACHE_TTL_MS), metrics));
  // A lead form posted before the page's script started: its page's action answers it.
  app.post("/{*splat}", formsLimit, verifyFormOrigin(config.publicUrl), ...formBody());
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: config.NODE_ENV,
      getLoadContext: (req) => ({
        pagePolicy: security.pagePolicy,
        content,
        publicEnv: publicEnv(config),
        publicUrl: config.publicUrl,
        logger: req.log,
        acceptFormPost: () =>
          acceptFormPost(
            req.body,
            {
              sourcePage: req.path,
              clientAddress: req.ip,
              userAgent: req.get("user-agent"),
            },
            req.log,
          ),
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
