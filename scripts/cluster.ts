/**
 * `npm run cluster`: the site as operators run it, on this machine (ADR 0026). Three nodes of
 * the production build on one PostgreSQL database and the local Redis, behind nginx (Debian's,
 * installed when missing), with the stand-ins served separately. Prints the balancer's address
 * and each node's; Ctrl-C stops everything and drops the cluster's database.
 *
 * Settings: CLUSTER_PORT (the balancer, 8080), CLUSTER_NODES (3), TEST_POSTGRES_URL and
 * TEST_REDIS_URL (where the local PostgreSQL and Redis are).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createPostgresDatabase } from "../tests/support/databases";
import { startCluster } from "../tests/support/cluster";
import { metricsPortOf } from "../tests/support/metrics";

const port = Number(process.env.CLUSTER_PORT ?? 8080);
const nodes = Number(process.env.CLUSTER_NODES ?? 3);
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

if (!existsSync("build/host/main.js")) {
  const build = spawnSync("npm run build", { stdio: "inherit", shell: true });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const database = await createPostgresDatabase();
const cluster = await startCluster({
  database,
  redisUrl,
  nodes,
  port,
  discardLogs: true,
  env: { DRAIN_DELAY_MS: "1000", SIM_CARRIER_LATENCY: "realistic", LOG_LEVEL: "info" },
}).catch(async (error: unknown) => {
  await database.drop();
  throw error;
});

console.log(`\nTidewire cluster: ${nodes} nodes behind nginx`);
console.log(`  site (balancer)  ${cluster.baseUrl}`);
cluster.nodePorts.forEach((nodePort, index) => {
  const node = cluster.node(index)!;
  console.log(
    `  node ${index + 1}           http://127.0.0.1:${nodePort} (pid ${node.process.pid}, metrics http://127.0.0.1:${metricsPortOf(node)}/metrics)`,
  );
});
console.log(`  stand-ins        ${cluster.sims.baseUrl}`);
console.log(`  database         ${database.url}`);
console.log(`  redis            ${redisUrl}`);
console.log("Send a node SIGTERM (kill PID) to watch it drain; Ctrl-C stops the cluster.\n");

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster
      .stop()
      .then(() => database.drop())
      .finally(() => process.exit(0));
  });
}
