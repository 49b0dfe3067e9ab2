import { once } from "node:events";
import { createServer } from "node:http";
import { Writable } from "node:stream";
import { loadConfig, type Config } from "../../platform/config";
import { createLogger } from "../../platform/logger";
import { loadBrowserAssets } from "../../server/browser-assets";
import { composeSite } from "../../server/compose";
import { createDataLayer } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { createServices } from "../../server/services";
import { simulatorsRouter } from "../../simulators/index";
import { standInOptions } from "../../simulators/options";
import { createTestDatabase, type TestDatabase } from "./databases";
import { freePort } from "./server";

export interface InProcessSite {
  baseUrl: string;
  config: Config;
  database: TestDatabase;
  /** Every log line written so far, parsed. */
  logs: () => Record<string, unknown>[];
  stop(): Promise<void>;
}

/**
 * The production site (over `build/`, as `npm start` serves it) built in this process: the
 * same composition as server/main.ts, its stand-ins included, on a free loopback port with a
 * database of its own. No child process to start, so a test can send thousands of requests
 * and read every log line.
 */
export async function startInProcess(env: Record<string, string> = {}): Promise<InProcessSite> {
  const database = await createTestDatabase();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATABASE_URL: database.url,
    METRICS_PORT: "off",
    SIM_CARRIER_LATENCY: "fast",
    ...env,
  });
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n")) {
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const logger = createLogger(config.LOG_LEVEL, sink);

  const migration = createDataLayer(config.database);
  await migrateToLatest(migration.db, migration.kind).finally(() => migration.close());
  const services = createServices(config, logger);
  const handle = await composeSite(
    config,
    logger,
    services,
    await loadBrowserAssets("production", process.cwd()),
    config.SIMULATORS ? simulatorsRouter(standInOptions(config)) : null,
  );
  const server = createServer(handle);
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    baseUrl,
    config,
    database,
    logs: () => lines,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.close();
      await database.drop();
    },
  };
}
