import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPostgresDatabase, postgresReachable, type TestDatabase } from "../support/databases";
import { freePort } from "../support/server";
import { startSimulators, type RunningSimulators } from "../support/simulators";
import { stageImageFiles } from "./stage-image";

/**
 * The image's own file set, run as the image runs it (ADR 0073), with no container engine: the
 * files the Dockerfile's last stage copies, staged in a folder, started as UID 1000 with that
 * folder mounted read-only in a mount namespace of its own (unshare, setpriv), only /tmp and a
 * data folder writable, in production mode, on the local PostgreSQL, against the stand-ins
 * started apart. A production start refuses the stand-ins' own URLs (ADR 0018): they are
 * reached through a forwarding proxy at URLs of their own, as the real systems would be.
 */
export interface StagedImage {
  /** The staged folder, as the image's /app. */
  stage: string;
  baseUrl: string;
  /** The node: the child itself, once sh and setpriv exec'd. */
  site: ChildProcess;
  sims: RunningSimulators;
  /** When the node was started, for the time to ready. */
  startedAt: number;
  /** Everything the node printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Why the staged image cannot run on this machine, or null when it can. */
export async function stagedImageUnrunnable(): Promise<string | null> {
  if (process.getuid?.() !== 0) return "it needs root (the tests run as root here)";
  if (!existsSync("/usr/bin/unshare") || !existsSync("/usr/bin/setpriv")) {
    return "it needs unshare and setpriv (util-linux)";
  }
  if (!(await postgresReachable())) return "PostgreSQL is not reachable";
  return null;
}

export const DRAIN_DELAY_MS = 500;
export const SHUTDOWN_TIMEOUT_MS = 5_000;

const SECRETS = {
  AGENT_TOKEN_SECRET: "image-test-agent-token-secret-".padEnd(40, "a"),
  CRM_WEBHOOK_SECRET: "image-test-crm-webhook-secret-".padEnd(40, "c"),
  CLIENT_HASH_SECRET: "image-test-client-hash-secret-".padEnd(40, "h"),
  ORDER_HANDOFF_KEY: "aW1hZ2UtdGVzdC1vcmRlci1oYW5kb2ZmLWtleS0zMmI",
  ADDRESS_API_KEY: "image-test-address-api-key",
};

/** Stages the image's files (run `npm run build` first) and starts them as the image would. */
export async function runStagedImage(): Promise<StagedImage> {
  const root = mkdtempSync(join(tmpdir(), "tidewire-image-"));
  chmodSync(root, 0o755);
  const stage = join(root, "app");
  const data = join(root, "data");
  mkdirSync(stage);
  mkdirSync(data);
  chownSync(data, 1000, 1000);
  let database: TestDatabase | undefined;
  let sims: RunningSimulators | undefined;
  let proxy: Server | undefined;
  const cleanUp = async () => {
    proxy?.close();
    await sims?.stop();
    await database?.drop();
    rmSync(root, { recursive: true, force: true });
  };
  try {
    stageImageFiles(stage);
    database = await createPostgresDatabase();
    sims = await startSimulators(SECRETS);
    proxy = await forwardingProxy(sims.baseUrl);
    const outside = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/outside`;
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      PATH: process.env.PATH!,
      NODE_ENV: "production",
      SITE_MODE: "production",
      PUBLIC_URL: baseUrl,
      HOST: "127.0.0.1",
      PORT: String(port),
      METRICS_PORT: "off",
      DATABASE_URL: database.url,
      DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      LOG_LEVEL: "info",
      ...SECRETS,
      ADDRESS_API_URL: `${outside}/address-api`,
      CARRIER_PRICING_URL: `${outside}/carriers`,
      CRM_WEBHOOK_URL: `${outside}/crm/leads`,
      ORDER_SITE_URL: "https://order.tidewire.example/order",
      LOGIN_URL: "https://portal.tidewire.example/login",
      FORGOT_PASSWORD_URL: "https://portal.tidewire.example/forgot-password",
      COVERAGE_MAP_URL: "https://coverage.tidewire.example/map",
      SMTP_URL: sims.smtpUrl,
      MAIL_FROM: "Tidewire for Business <quotes@tidewire.example>",
      TMPDIR: "/tmp",
    };
    // The image's folder read-only in a mount namespace of its own, its data folder bound where
    // the image has it, then UID and GID 1000 with no other group: the image's CMD.
    mkdirSync(join(stage, "data"));
    const script = [
      `mount --bind "${stage}" "${stage}"`,
      `mount -o remount,bind,ro "${stage}"`,
      `mount --bind "${data}" "${stage}/data"`,
      `exec setpriv --reuid 1000 --regid 1000 --clear-groups -- "${process.execPath}" build/host/main.js`,
    ].join(" && ");
    const startedAt = Date.now();
    const site = spawn("unshare", ["--mount", "--propagation", "private", "sh", "-c", script], {
      cwd: stage,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    site.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    site.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const running = sims;
    return {
      stage,
      baseUrl,
      site,
      sims: running,
      startedAt,
      output: () => output,
      stop: async () => {
        if (site.exitCode === null && site.signalCode === null) {
          site.kill("SIGKILL");
          await once(site, "exit");
        }
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Waits for /readyz to answer 200, polling every 25 ms; false when it has not within `ms`. */
export async function readyWithin(image: StagedImage, ms: number): Promise<boolean> {
  while (Date.now() - image.startedAt < ms) {
    const ready = await fetch(`${image.baseUrl}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/** The outside systems at URLs of their own: /outside/... forwarded to the stand-ins' /__sim/... */
async function forwardingProxy(target: string): Promise<Server> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").replace(/^\/outside\//, "/__sim/");
    const outgoing = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on("error", () => res.writeHead(502).end());
    req.pipe(outgoing);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return server;
}
