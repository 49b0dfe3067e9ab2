import { reportServerError } from "../platform/error-reporting";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, {
  type ErrorRequestHandler,
  type Express,
  type RequestHandler,
  type Router,
} from "express";
import type { Logger } from "pino";
import type { BrowserAssets } from "./browser-assets";
import { GENERIC_ERROR } from "../domain/forms/messages";
import { apiRouter } from "./api/index";
import { sendJsonError } from "./http/json-error";
import type { PageStore } from "./http/page-store";
import type { ReadyAnswer } from "./http/ready-answer";
import type { SecurityHeaders } from "./http/security-headers";
import type { PublicEnv, VisitorDestinations } from "../domain/site/public-env";
import type { TrustProxy } from "../platform/trust-proxy";
import { canonicalPages } from "./http/canonical-pages";
import { verifyFormOrigin } from "./http/csrf";
import { pageAnswers } from "./http/page-answers";
import { pageContexts } from "./http/page-context";
import { decodablePaths, pageMethods } from "./http/page-methods";
import { protectedPost } from "./http/protected-post";
import { siteListBody } from "./http/site-list-body";
import { quoteAnswers } from "./http/quote-answers";
import { quotePdfAnswers } from "./http/quote-pdf";
import { withoutQuoteIds } from "../domain/quotes/quote-names";
import { requestLogging } from "./http/request-logging";
import { requestMetrics } from "./metrics/http-metrics";
import { seoRouter } from "./seo";
import type { Services } from "./compose/services";

/** What the host needs to know of the deployment, read from the settings by the composition. */
export interface SiteSettings {
  /** Express's "trust proxy" value (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** The origin the site is reached on: canonical links, the Origin check, secure cookies. */
  publicUrl: string;
  /** React Router's mode: development serves Vite's modules. */
  mode: "development" | "production" | "test";
  /** Cache-Control of a kept page (PAGE_CACHE_TTL_MS). */
  pageCacheControl: string;
  /** What the browser may read of the settings. */
  publicEnv: PublicEnv;
  /** Where the visitor's browser is sent: login, order site, coverage map. */
  destinations: VisitorDestinations;
}

/** The per-client limits (ADR 0015): lead forms, pricing calls and look-ups. */
export interface ClientLimits {
  forms: RequestHandler;
  pricing: RequestHandler;
  lookups: RequestHandler;
}

export interface AppDependencies {
  site: SiteSettings;
  limits: ClientLimits;
  logger: Logger;
  /** Everything the node was composed of (server/compose/services.ts). */
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
  /** The content editor at /keystatic and /api/keystatic (ADR 0046); null when off. */
  editor: Router | null;
}

/**
 * The host, in the documented order (docs/architecture.md): proxy trust, metrics, compression,
 * security headers, static assets, health, logging, simulators, API, pages.
 */
export function createApp({
  site,
  limits,
  logger,
  services,
  build,
  assets,
  security,
  contentAnswers,
  pages,
  standIns,
  editor,
}: AppDependencies): Express {
  const { content, readiness, submitLead, submitFormPost, metrics } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", site.trustProxy);
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
  // Before the API and the pages' path rules: the editor has its own paths, headers and limits.
  if (editor) app.use(editor);
  app.use(
    "/api",
    apiRouter({
      content,
      contentAnswers,
      answerHeaders: security.headers,
      logger,
      submitLead,
      createQuote: services.createQuote,
      addressApi: services.addressApi,
      addressSearch: services.addressSearch,
      pricing: services.pricing,
      handoff: services.handoff,
      secureCookies: site.publicUrl.startsWith("https:"),
      protectForms: protectedPost(limits.forms, site.publicUrl),
      protectLists: protectedPost(limits.forms, site.publicUrl, [siteListBody()]),
      multiSiteChecks: services.multiSiteChecks,
      protectPricing: protectedPost(limits.pricing, site.publicUrl),
      protectLookups: limits.lookups,
    }),
  );
  app.use(seoRouter(content, site.publicUrl));

  app.use(decodablePaths);
  app.use(canonicalPages);
  app.use(pageMethods(build));
  // Every answer under /quotes/ (ADR 0043), the 404 too: never indexed, never sent on as a
  // referrer. A quote's page and its PDF are made once and kept until it expires, by this node.
  app.use("/quotes/", (_req, res, next) => {
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("X-Robots-Tag", "noindex");
    next();
  });
  app.get(
    "/quotes/:id.pdf",
    quotePdfAnswers({ findQuote: services.quotes.find, pdfFor: services.pdfFor }),
  );
  app.use("/quotes/", quoteAnswers(pages.enabled));
  app.use(pageAnswers(pages, site.pageCacheControl, metrics));
  // A lead form posted before the page's script started: its page's action reads the body and
  // answers it, never cached. One count per client for a lead form, whether its script sent it
  // or the browser posted it; the Origin check refuses a forged post before its body is read.
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  };
  app.post("/{*splat}", noStore, limits.forms, verifyFormOrigin());
  const pageContext = pageContexts(build);
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: site.mode,
      getLoadContext: (req) =>
        pageContext({
          pagePolicy: security.pagePolicy,
          content,
          publicEnv: site.publicEnv,
          publicUrl: site.publicUrl,
          logger: req.log,
          reportError: reportServerError,
          submitFormPost: (fields) =>
            submitFormPost(
              fields,
              {
                sourcePage: req.path,
                clientAddress: req.ip,
                userAgent: req.get("user-agent"),
              },
              req.log,
            ),
          outside: site.destinations,
          findQuote: (id) => services.quotes.find(id),
        }),
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, next) => {
    const status = typeof error?.status === "number" && error.status >= 400 ? error.status : 500;
    // Static files fail before the request logger is attached.
    const log = req.log ?? logger;
    if (status >= 500) {
      log.error({ err: error, path: withoutQuoteIds(req.path) }, "request failed");
      reportServerError(error);
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
