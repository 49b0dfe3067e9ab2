import { fileURLToPath } from "node:url";
import type { TestDatabase } from "./databases";
import { runNginx, type RunningNginx } from "./nginx";
import { freePort, startServer, type RunningServer } from "./server";
import { startSimulators, type RunningSimulators } from "./simulators";

export interface ClusterOptions {
  /** A PostgreSQL database every node shares. */
  database: TestDatabase;
  /** The Redis every node shares its rate-limit counts and answer caches in. */
  redisUrl: string;
  nodes?: number;
  /** Settings every node gets on top of the cluster's own. */
  env?: Record<string, string>;
  /** The balancer's port (any free one unless given). */
  port?: number;
  /** Drop each node's log lines once started (a long-running cluster). */
  discardLogs?: boolean;
}

export interface RunningCluster {
  /** The balancer: the only address visitors use. */
  baseUrl: string;
  /** The stand-ins, in a process of their own (…/__sim). */
  sims: RunningSimulators;
  nodePorts: number[];
  /** The node now running on each port (null while stopped). */
  node(index: number): RunningServer | null;
  /** SIGTERM, as a rolling restart sends it; resolves with the exit code. */
  stopNode(index: number): Promise<number | null>;
  /** SIGKILL: the node vanishes mid-request. */
  killNode(index: number): Promise<void>;
  /** Starts a node again on its port, where the balancer looks for it. */
  startNode(index: number): Promise<RunningServer>;
  stop(): Promise<void>;
}

/**
 * The site as operators run it (ADR 0026): several stateless nodes on one PostgreSQL and one
 * Redis, behind nginx, with the stand-ins served separately. nginx passes a request that a node
 * refused or dropped to the next node (GETs always; a POST only when no node ever received it),
 * and sets X-Forwarded-For to the client's address, which the nodes trust from it alone.
 */
export async function startCluster({
  database,
  redisUrl,
  nodes = 3,
  env = {},
  port,
  discardLogs = false,
}: ClusterOptions): Promise<RunningCluster> {
  const balancerPort = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${balancerPort}`;
  const sims = await startSimulators({ SIM_CARRIER_LATENCY: env.SIM_CARRIER_LATENCY ?? "fast" });
  const nodePorts = await Promise.all(Array.from({ length: nodes }, () => freePort()));
  const running: (RunningServer | null)[] = nodePorts.map(() => null);
  const nodeEnv = {
    PUBLIC_URL: baseUrl,
    REDIS_URL: redisUrl,
    TRUST_PROXY: "1",
    SIMULATORS: "off",
    ADDRESS_API_URL: `${sims.baseUrl}/address-api`,
    CARRIER_PRICING_URL: `${sims.baseUrl}/carriers`,
    CRM_WEBHOOK_URL: `${sims.baseUrl}/crm/leads`,
    ORDER_SITE_URL: `${sims.baseUrl}/order-site/order`,
    LOGIN_URL: `${sims.baseUrl}/login`,
    FORGOT_PASSWORD_URL: `${sims.baseUrl}/login/forgot-password`,
    COVERAGE_MAP_URL: `${sims.baseUrl}/coverage-map`,
    SMTP_URL: sims.smtpUrl,
    MAIL_FROM: "Tidewire for Business <quotes@tidewire.example>",
    ...env,
  };
  const startNode = async (index: number) => {
    const server = await startServer({
      env: nodeEnv,
      database,
      port: nodePorts[index]!,
      discardLogs,
    });
    running[index] = server;
    return server;
  };

  let nginx: RunningNginx | undefined;
  try {
    // The first node migrates the database; the others then start together.
    await startNode(0);
    await Promise.all(nodePorts.slice(1).map((_, i) => startNode(i + 1)));
    nginx = await runNginx(() => balancerConfig(balancerPort, nodePorts), `${baseUrl}/healthz`);
  } catch (error) {
    await Promise.all(running.map((server) => server?.stop()));
    await sims.stop();
    throw error;
  }

  return {
    baseUrl,
    sims,
    nodePorts,
    node: (index) => running[index] ?? null,
    async stopNode(index) {
      const server = running[index];
      running[index] = null;
      return (await server?.stop()) ?? null;
    },
    async killNode(index) {
      const server = running[index];
      running[index] = null;
      if (!server || server.process.exitCode !== null) return;
      const exited = new Promise((resolve) => server.process.once("exit", resolve));
      server.process.kill("SIGKILL");
      await exited;
    },
    startNode,
    async stop() {
      await nginx?.stop();
      await Promise.all(running.map((server) => server?.stop()));
      await sims.stop();
    },
  };
}

/** The proxy settings the compose file's nginx includes too. */
const SITE_PROXY = fileURLToPath(new URL("../../deploy/nginx/site-proxy.conf", import.meta.url));

/**
 * One upstream of every node. A node that refuses a connection or fails is left alone for a
 * second; no kept-alive upstream connections, so a node that stops listening is refused at
 * once rather than found gone halfway through a request.
 */
function balancerConfig(port: number, nodePorts: number[]): string {
  return `  upstream site {
${nodePorts.map((nodePort) => `    server 127.0.0.1:${nodePort} max_fails=1 fail_timeout=1s;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 1m;
    location / {
      include ${SITE_PROXY};
    }
  }`;
}
