import * as Sentry from "@sentry/node";
import cluster from "node:cluster";
import express, { type RequestHandler } from "express";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { createServer, type Server } from "node:http";
import { buildContentAnswers } from "./api/content";
import { createApp, type AppDependencies } from "./app";
import { createFastPath } from "./http/fast-path";
import { createPageStore } from "./http/page-store";
import { createSecurityHeaders, type SecurityHeaders } from "./http/security-headers";
import { ConfigError, loadConfig, type Config } from "../platform/config";
import { createDataLayer } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { createLogger } from "../platform/logger";
import { ContentError } from "./services/content-store";
import { createServices } from "./services";
import { startGracefulShutdown } from "./shutdown";
import {
  clusterMetrics,
  processMetrics,
  serveMetrics,
  shareWithPrimary,
  type MetricsSource,
} from "./metrics/metrics-server";
import { simulatorsRouter } from "../simulators/index";
import { standInOptions } from "../simulators/options";

const ROOT = process.cwd();

async function browserAssets(
  mode: string,
): Promise<{ build: AppDependencies["build"]; assets: RequestHandler[] }> {
  if (mode === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    return {
      build: () =>
        devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      assets: [devServer.middlewares],
    };
  }
  const serverBuild = join(ROOT, "build/server/index.js");
  if (!existsSync(serverBuild)) {
    throw new Error(`No production build at ${serverBuild}. Run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const hashedAssets = express.Router();
  // Hashed file names never change content: cache for a year, and a missing one is a 404.
  hashedAssets.use(
    "/assets",
    express.static(join(ROOT, "build/client/assets"), {
      immutable: true,
      maxAge: "1y",
      fallthrough: false,
      index: false,
    }),
  );
  return {
    build,
    assets: [hashedAssets, publicFiles(join(ROOT, "build/client"))],
  };
}

/**
 * The unhashed public files: the site root's few (favicon...) and the drawn illustrations under
 * /images. Only paths that look like files reach the disk, so pages and API calls skip a
 * filesystem look-up.
 */
function publicFiles(folder: string): RequestHandler {
  const serve = express.static(folder, { maxAge: "1h", index: false, redirect: false });
  return (req, res, next) =>
    /^\/(images\/)?[\w.-]+\.\w+$/.test(req.path) ? serve(req, res, next) : next();
}

/** Applies migrations once, before any process serves a request. */
async function migrate(config: Config, logger: Logger): Promise<void> {
  const data = createDataLayer(config.database);
  try {
    const applied = await migrateToLatest(data.db, data.kind);
    if (applied.length) logger.info({ migrations: applied }, "database migrated");
  } finally {
    await data.close();
  }
}

/**
 * WEB_CONCURRENCY > 1 forks that many identical workers sharing the port, to use every core of
 * one machine; they keep no state of their own, exactly like nodes behind a balancer.
 */
async function runPrimary(config: Config, logger: Logger): Promise<void> {
  await migrate(config, logger);
  await serveNodeMetrics(config, logger, clusterMetrics());
  let stopping = false;
  for (let i = 0; i < config.WEB_CONCURRENCY; i += 1) cluster.fork();
  cluster.on("exit", (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code }, "worker died: starting another");
    cluster.fork();
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    });
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) return runPrimary(config, logger);

  if (config.SENTRY_DSN) {
    Sentry.init({
      dsn: config.SENTRY_DSN,
      environment: config.SENTRY_ENVIRONMENT,
      sendDefaultPii: false,
    });
  }

  if (cluster.isPrimary) await migrate(config, logger);
  const services = createServices(config, logger);
  // A worker hands its figures to its primary, which serves them for all (runPrimary).
  if (cluster.isWorker) shareWithPrimary(services.metrics.registry);
  const metricsServer = cluster.isWorker
    ? undefined
    : await serveNodeMetrics(config, logger, processMetrics(services.metrics.registry));

  const { build, assets } = await browserAssets(config.NODE_ENV);
  const security = siteSecurityHeaders(config);
  const contentAnswers = await buildContentAnswers(services.content, security.headers);
  // Vite serves changing modules in development; only built pages are kept.
  const pages = createPageStore(config.NODE_ENV === "development" ? 0 : config.PAGE_CACHE_TTL_MS);
  const app = createApp({
    config,
    logger,
    services,
    build,
    assets,
    security,
    contentAnswers,
    pages,
    standIns: config.SIMULATORS ? simulatorsRouter(standInOptions(config)) : null,
  });
  // What every visitor gets is answered before the general chain (ADR 0019).
  const fastPath = createFastPath({
    lookup: (path) => contentAnswers.get(path) ?? pages.get(path),
    logger,
    fromTrustedProxy: (address) => app.get("trust proxy fn")(address, 0),
    metrics: services.metrics,
  });
  const server = createServer((req, res) => {
    if (!fastPath(req, res)) app(req, res);
  });
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info(
      {
        port,
        mode: config.mode,
        database: services.databaseKind,
        simulators: config.SIMULATORS,
      },
      "server listening",
    );
  });
  // A worker whose primary has gone (crashed or killed) must not live on as an orphan.
  if (cluster.isWorker) process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
  startGracefulShutdown({
    server,
    logger,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    drain: services.readiness.drain,
    drainMs: config.DRAIN_DELAY_MS,
    onClosed: async () => {
      metricsServer?.close();
      await services.close();
    },
  });
}

/** GET /metrics on a port of its own, unless METRICS_PORT is off (ADR 0026). */
async function serveNodeMetrics(
  config: Config,
  logger: Logger,
  source: MetricsSource,
): Promise<Server | undefined> {
  if (config.METRICS_PORT === "off") return undefined;
  return serveMetrics(source, { host: config.METRICS_HOST, port: config.METRICS_PORT, logger });
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

main().catch((error: unknown) => {
  // Configuration and content problems are the operator's to fix: say what, not a stack.
  if (error instanceof ConfigError || error instanceof ContentError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error("Cannot start:", error);
  }
  process.exit(1);
});
