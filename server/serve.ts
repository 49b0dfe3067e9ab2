import cluster from "node:cluster";
import type { Logger } from "pino";
import { createServer, type Server } from "node:http";
import { loadBrowserAssets } from "./browser-assets";
import { composeSite } from "./compose/site";
import { ConfigError, loadConfig, withStandInMail, type Config } from "../platform/config";
import { migrateConfigured } from "./db/migrate";
import { startErrorReporting } from "../platform/error-reporting";
import { createLogger } from "../platform/logger";
import { ContentError } from "./services/content-store";
import { createServices } from "./compose/services";
import { startGracefulShutdown } from "./shutdown";
import { embeddedStandIns } from "../simulators/index";
import {
  clusterMetrics,
  processMetrics,
  serveMetrics,
  shareWithPrimary,
  type MetricsSource,
} from "./metrics/metrics-server";

/**
 * WEB_CONCURRENCY > 1 forks that many identical workers sharing the port, to use every core of
 * one machine; they keep no state of their own, exactly like nodes behind a balancer.
 */
async function runPrimary(config: Config, logger: Logger): Promise<void> {
  await migrateConfigured(config.database, logger);
  await serveNodeMetrics(config, logger, clusterMetrics());
  let stopping = false;
  for (let i = 0; i < config.workers; i += 1) cluster.fork();
  cluster.on("exit", (worker, code) => {
    if (stopping) {
      // Node drops a worker from cluster.workers on its exit or on its IPC disconnect, whichever
      // comes last, so the last worker can still be listed here: ask whether each has exited.
      if (Object.values(cluster.workers ?? {}).every((other) => other?.isDead())) process.exit(0);
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
  const logger = createLogger(config.logLevel);
  if (cluster.isPrimary) for (const warning of config.warnings) logger.warn(warning);
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config, logger);

  await startErrorReporting(config.sentry);

  if (cluster.isPrimary) await migrateConfigured(config.database, logger);
  // In the demo the stand-in mail server takes an unset SMTP_URL's place.
  const standIns = config.simulators ? await embeddedStandIns(config, logger) : null;
  const services = createServices(withStandInMail(config, standIns?.smtpUrl ?? null), logger);
  // A worker hands its figures to its primary, which serves them for all (runPrimary).
  if (cluster.isWorker) shareWithPrimary(services.metrics.registry);
  const metricsServer = cluster.isWorker
    ? undefined
    : await serveNodeMetrics(config, logger, processMetrics(services.metrics.registry));

  const handle = await composeSite(
    config,
    logger,
    services,
    await loadBrowserAssets(config.nodeEnv, process.cwd()),
    standIns?.router ?? null,
  );
  const server = createServer(handle);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info(
      {
        port,
        // The runtime, beside the mode: an operator sees at once a node on the wrong Node.
        node: process.version,
        mode: config.mode,
        database: services.databaseKind,
        simulators: config.simulators,
      },
      "server listening",
    );
  });
  // A worker whose primary has gone (crashed or killed) must not live on as an orphan.
  if (cluster.isWorker) process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
  startGracefulShutdown({
    server,
    logger,
    timeoutMs: config.shutdown.timeoutMs,
    drain: services.readiness.drain,
    drainMs: config.shutdown.drainDelayMs,
    onClosed: async () => {
      metricsServer?.close();
      await services.close();
      await standIns?.close();
    },
  });
}

/** GET /metrics on a port of its own, unless METRICS_PORT is off (ADR 0026). */
async function serveNodeMetrics(
  config: Config,
  logger: Logger,
  source: MetricsSource,
): Promise<Server | undefined> {
  if (config.metrics.port === "off") return undefined;
  return serveMetrics(source, { host: config.metrics.host, port: config.metrics.port, logger });
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
