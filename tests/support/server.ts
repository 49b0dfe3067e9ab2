import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { createTestDatabase, type TestDatabase } from "./databases";

/** What a test needs of a running site, started as a child here or in-process (./in-process.ts). */
export interface TestSite {
  baseUrl: string;
  port: number;
  database: TestDatabase;
  /** Every log line so far, as the JSON text the server writes. */
  logs: () => string[];
  /** Stops the site, and drops the database if the start created it. */
  stop(): Promise<unknown>;
}

export interface RunningServer extends TestSite {
  process: ChildProcess;
  /** Every line the server printed so far, on stdout or stderr. */
  logs: () => string[];
  /** Sends SIGTERM, waits for the exit code, and drops the database if this call created it. */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse a database (to restart a server on the same data). */
  database?: TestDatabase;
  /** Stop keeping log lines once started (benchmarks: the server still logs, we just drain). */
  discardLogs?: boolean;
  /** A port of its own choosing (a node restarted where its balancer expects it). */
  port?: number;
  /** Runs the node through another command (a bench's memory group), given Node's and its args. */
  wrap?: (command: string, args: string[]) => [string, string[]];
}

/** Ports handed out below the kernel's ephemeral range start here. */
const LOWEST_PORT = 10_000;

/**
 * A port nothing listens on right now, below the kernel's range of ephemeral ports where it
 * can. The kernel hands those to outgoing connections too: a cluster's node port, taken from
 * that range, was once taken by one of the tests' own connections in the seconds before the
 * node listened on it (EADDRINUSE). Random, so parallel test files rarely try the same one.
 */
export async function freePort(): Promise<number> {
  const ephemeralStart = ephemeralRangeStart();
  if (ephemeralStart !== null && ephemeralStart - LOWEST_PORT >= 1_000) {
    for (let tries = 0; tries < 50; tries += 1) {
      const port = LOWEST_PORT + Math.floor(Math.random() * (ephemeralStart - LOWEST_PORT));
      if ((await listenOnce(port)) !== null) return port;
    }
  }
  const port = await listenOnce(0);
  if (port === null) throw new Error("no free port");
  return port;
}

/** Linux's first ephemeral port (null elsewhere). */
function ephemeralRangeStart(): number | null {
  try {
    const start = Number(
      readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").split(/\s+/)[0],
    );
    return Number.isInteger(start) ? start : null;
  } catch {
    return null;
  }
}

/** Listens on the port (0: any the kernel picks) and lets it go: the port, or null if taken. */
function listenOnce(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(null));
    probe.listen(port, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : null));
    });
  });
}

/**
 * The settings every test site starts with, in a child or in-process: production on loopback,
 * its own database, and `overrides` for what differs between the two.
 */
export function testSiteEnv(
  port: number,
  database: TestDatabase,
  overrides: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "info",
    DATABASE_URL: database.url,
    // The carrier stand-ins answer in milliseconds; a test or bench sets its own latencies.
    SIM_CARRIER_LATENCY: "fast",
    ...overrides,
  };
}

/** The production server as the build compiles it (scripts/build-server.mjs). */
export const SERVER_ENTRY = ["build/host/main.js"];

/**
 * Starts the production server (`build/host/main.js`, compiled from `server/main.ts` and `server/serve.ts`, over
 * `build/`) on a free port with its own database, exactly as `npm start` would but for the
 * port and database.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const [command, args] = options.wrap?.(process.execPath, SERVER_ENTRY) ?? [
    process.execPath,
    SERVER_ENTRY,
  ];
  const child = spawn(command, args, {
    cwd: process.cwd(),
    env: { ...testSiteEnv(port, database, { METRICS_PORT: "0" }), ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let buffer = "";
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split("\n");
    buffer = parts.pop() ?? "";
    lines.push(...parts.filter(Boolean));
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Never leave a half-started server behind.
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${lines.join("\n")}`));
    }, 60_000);
    const check = () => {
      for (const line of lines) {
        if (!line.includes('"server listening"')) continue;
        clearTimeout(timer);
        resolve();
        return;
      }
    };
    child.stdout.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${lines.join("\n")}${buffer}`));
    });
  });
  child.removeAllListeners("exit");
  if (options.discardLogs) {
    child.stdout.removeAllListeners("data");
    child.stdout.resume();
  }

  return {
    baseUrl,
    port,
    process: child,
    database,
    logs: () => [...lines],
    async stop() {
      let code = child.exitCode;
      if (code === null) {
        child.kill("SIGTERM");
        [code] = (await once(child, "exit")) as [number | null];
      }
      if (ownsDatabase) await database.drop();
      return code;
    },
  };
}
