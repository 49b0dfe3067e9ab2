import { once } from "node:events";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { loadConfig, withStandInMail, type Config } from "../../platform/config";
import { createLogger } from "../../platform/logger";
import { loadBrowserAssets } from "../../server/browser-assets";
import { composeSite } from "../../server/compose/site";
import { migrateConfigured } from "../../server/db/migrate";
import { processMetrics, serveMetrics } from "../../server/metrics/metrics-server";
import { createServices, type Services } from "../../server/compose/services";
import { embeddedStandIns, type EmbeddedStandIns } from "../../simulators/index";
import { createTestDatabase } from "./databases";
import { testSiteEnv, type StartOptions, type TestSite } from "./server";

export interface InProcessSite extends TestSite {
  config: Config;
  /** Every log line written so far, as JSON text: what the child's stdout would hold. */
  logs: () => string[];
  /** The port the metrics listen on, or null when METRICS_PORT is off. */
  metricsPort: number | null;
  /** The same lines, parsed. */
  logEntries: () => Record<string, unknown>[];
  /**
   * Closes the server and every connection still open, then the services (a delivery under
   * way finishes); drops the database if the start created it.
   */
  stop(): Promise<void>;
}

export type InProcessOptions = Pick<StartOptions, "env" | "database" | "port">;

/**
 * The production site (over `build/`, as `npm start` serves it) built in this process: the
 * same composition as server/serve.ts (migrations, services, the site, its stand-ins when
 * SIMULATORS is on) on a free loopback port with a database of its own (or the one given), and
 * the settings `startServer` gives a child, but METRICS_PORT off unless a test sets it ("0": a
 * free port, given as `metricsPort`). No child to start: no
 * TypeScript loader to wait for, and every log line is at hand.
 *
 * Not here, because main.ts alone does them: the "server listening" line, signal handling
 * (drain, graceful shutdown), several workers, Sentry, and the exit on a start-up refusal (a
 * refused setting throws here instead). Tests of those start a child (tests/support/server.ts).
 */
export async function startInProcess(options: InProcessOptions = {}): Promise<InProcessSite> {
  const env = options.env ?? {};
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());

  // Listening first gives the port without a race; nothing is answered until the site is ready.
  let listener: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => listener(req, res));
  server.listen(options.port ?? 0, env.HOST ?? "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;

  const lines: string[] = [];
  let partial = "";
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const parts = (partial + chunk.toString()).split("\n");
      partial = parts.pop() ?? "";
      lines.push(...parts.filter(Boolean));
      done();
    },
  });
  const entries: Record<string, unknown>[] = [];

  let services: Services | undefined;
  let standIns: EmbeddedStandIns | null = null;
  let metricsServer: Server | undefined;
  try {
    const config = loadConfig({
      ...testSiteEnv(port, database, { METRICS_PORT: "off" }),
      ...env,
    });
    // React and Express choose their code and behaviour from the process's NODE_ENV when
    // first loaded, long before this: the api project sets it (vitest.config.ts).
    if (process.env.NODE_ENV !== config.nodeEnv) {
      throw new Error(
        `NODE_ENV is ${process.env.NODE_ENV} in this process, ${config.nodeEnv} for the site: React and Express would not run as they do in a started server`,
      );
    }
    const logger = createLogger(config.logLevel, sink);

    await migrateConfigured(config.database, logger);
    standIns = config.simulators ? await embeddedStandIns(config, logger) : null;
    services = createServices(withStandInMail(config, standIns?.smtpUrl ?? null), logger);
    if (config.metrics.port !== "off") {
      metricsServer = await serveMetrics(processMetrics(services.metrics.registry), {
        host: config.metrics.host,
        port: config.metrics.port,
        logger,
      });
    }
    listener = await composeSite(
      config,
      logger,
      services,
      await loadBrowserAssets(config.nodeEnv, process.cwd()),
      standIns?.router ?? null,
    );

    const running = services;
    const runningStandIns = standIns;
    let stopped: Promise<void> | undefined;
    return {
      baseUrl,
      port,
      // As the services were given it: with the stand-in mail server's address in the demo.
      config: withStandInMail(config, standIns?.smtpUrl ?? null),
      database,
      logs: () => [...lines],
      metricsPort: metricsServer ? (metricsServer.address() as AddressInfo).port : null,
      logEntries: () => {
        for (const line of lines.slice(entries.length)) {
          entries.push(JSON.parse(line) as Record<string, unknown>);
        }
        return entries;
      },
      stop: () =>
        (stopped ??= (async () => {
          await closeServer(server);
          if (metricsServer) await closeServer(metricsServer);
          await running.close();
          await runningStandIns?.close();
          if (ownsDatabase) await database.drop();
        })()),
    };
  } catch (error) {
    await closeServer(server);
    if (metricsServer) await closeServer(metricsServer);
    await services?.close();
    await standIns?.close();
    if (ownsDatabase) await database.drop();
    throw error;
  }
}

/**
 * Stops listening and cuts every open connection at once. main.ts lets in-flight requests finish
 * on SIGTERM (tests/api/lifecycle.test.ts); here an answer a test left unread would hold the
 * server open until the shutdown timeout.
 */
async function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
}
