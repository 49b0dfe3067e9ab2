import type { Router } from "express";
import type { RequestListener } from "node:http";
import { resolve } from "node:path";
import type { Logger } from "pino";
import { publicEnv, type Config } from "../../platform/config";
import { buildContentAnswers, shrinkContentAnswers } from "../api/content";
import { createApp } from "../app";
import type { BrowserAssets } from "../browser-assets";
import { editorRouter } from "../editor/editor-router";
import { ContentService } from "../services/content-service";
import { loadContent } from "../services/content-store";
import { refuseMalformedTarget } from "../http/request-target";
import { createFastPath } from "../http/fast-path";
import { pageCacheControl } from "../http/page-answers";
import { createPageStore } from "../http/page-store";
import { clientRateLimit, LOOKUP_RATE_LIMIT_MESSAGE } from "../http/rate-limit";
import { createSecurityHeaders, type SecurityHeaders } from "../http/security-headers";
import type { Services } from "./services";

/**
 * The HTTP side of one node, built from its services and settings: the Express app (which
 * receives built parts, never the settings) behind the fast path (ADR 0019). `server/serve.ts` listens with it; in-process tests do the same. The stand-ins'
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
  // Compressed fast, so that the node listens sooner; their smallest forms take
  // their place in the background (ADR 0058).
  const contentAnswers = await buildContentAnswers(
    services.content,
    security.headers,
    "provisional",
  );
  shrinkContentAnswers(contentAnswers).catch((error: unknown) =>
    logger.error({ err: error }, "content answers left at fast compression"),
  );
  // Vite serves changing modules in development; only built pages are kept.
  const pages = createPageStore(config.nodeEnv === "development" ? 0 : config.caches.pageTtlMs);
  const editor = config.editor
    ? editorRouter({
        settings: config.editor,
        contentDir: config.contentDir,
        publicUrl: config.publicUrl,
        buildDir: resolve("build/editor"),
        contentSaved: contentSwap(config.contentDir, services.content, async (content) => {
          const answers = await buildContentAnswers(content, security.headers);
          return () => {
            contentAnswers.clear();
            for (const [path, answer] of answers) contentAnswers.set(path, answer);
            pages.clear();
          };
        }),
        logger,
      })
    : null;
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
    editor,
  });
  // What every visitor gets is answered before the general chain.
  const fastPath = createFastPath({
    lookup: (path) => contentAnswers.get(path) ?? pages.get(path),
    logger,
    fromTrustedProxy: (address) => app.get("trust proxy fn")(address, 0),
    metrics: services.metrics,
  });
  return (req, res) => {
    if (refuseMalformedTarget(req, res)) {
      services.metrics.request(req.method ?? "", "(malformed request)", 400, 0);
      return;
    }
    if (!fastPath(req, res)) app(req, res);
  };
}

/**
 * After an editor's save (ADR 0046): reads and validates the whole content set, builds what
 * must be ready before it is served (`prepare`), then swaps the content, the ready answers and
 * the page store in one synchronous step, so no request sees half of it. Saves are put live one
 * at a time, in the order they were written.
 */
function contentSwap(
  directory: string,
  live: ContentService,
  prepare: (content: ContentService) => Promise<() => void>,
): () => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return () => {
    const next = last.then(async () => {
      const bundle = loadContent(directory);
      const swapRest = await prepare(new ContentService(bundle));
      live.replace(bundle);
      swapRest();
    });
    last = next.catch(() => undefined);
    return next;
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
