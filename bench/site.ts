/**
 * `npm run bench`: what every visitor gets, against the static limit. The production server's
 * answers to GET /api/nav, a content JSON and a cached page (as a browser asks for them, with
 * Accept-Encoding: gzip, br) are measured beside nginx serving the very same bytes and headers
 * from disk, in turn, twice each (autocannon, 50 connections, 5 s). Targets (ADR 0019): the
 * content JSON and /api/nav at least 0.25x nginx, the cached page at least 0.10x. Also the
 * gzip JavaScript the home page loads. Then the same answers through the balancer of three
 * nodes against one node directly (ADR 0026).
 */
import { request } from "node:http";
import { cpus } from "node:os";
import { startCluster } from "../tests/support/cluster";
import { createPostgresDatabase } from "../tests/support/databases";
import { startStaticNginx, type StaticRoute } from "./nginx";
import { measure, pageJavaScriptGzipBytes, printTable, startBenchServer } from "./support";

const ACCEPT = { "accept-encoding": "gzip, br" };
const TARGETS = [
  { label: "GET /api/nav", path: "/api/nav", ratio: 0.25 },
  {
    label: "GET /api/small-business/nbn (content JSON)",
    path: "/api/small-business/nbn",
    ratio: 0.25,
  },
  { label: "GET / (cached page)", path: "/", ratio: 0.1 },
];
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Headers of one response only, which nginx makes its own. */
const PER_RESPONSE = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "x-request-id",
]);

/** The bytes and headers the server sends for a path, exactly as they go over the wire. */
function answerOf(baseUrl: string, path: string): Promise<StaticRoute> {
  return new Promise((resolve, reject) => {
    request(`${baseUrl}${path}`, { headers: ACCEPT }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers = Object.fromEntries(
          Object.entries(res.headers)
            .filter(([name]) => !PER_RESPONSE.has(name))
            .map(([name, value]) => [name, String(value)]),
        );
        resolve({ path, body: Buffer.concat(chunks), headers });
      });
    })
      .on("error", reject)
      .end();
  });
}

const server = await startBenchServer();
try {
  // Fill the page cache and warm the JIT before anything is measured.
  for (const { path } of TARGETS) await answerOf(server.baseUrl, path);
  const routes = await Promise.all(TARGETS.map(({ path }) => answerOf(server.baseUrl, path)));
  await measure("warm-up", { url: `${server.baseUrl}/`, headers: ACCEPT, duration: 2 });
  const nginx = await startStaticNginx(routes);
  try {
    const rows = [];
    for (const target of TARGETS) {
      const ours: number[] = [];
      const theirs: number[] = [];
      for (let round = 0; round < 2; round += 1) {
        const options = { headers: ACCEPT, duration: 5 };
        ours.push(
          (await measure(target.label, { ...options, url: `${server.baseUrl}${target.path}` }))
            .requestsPerSecond,
        );
        theirs.push(
          (await measure(target.label, { ...options, url: `${nginx.baseUrl}${target.path}` }))
            .requestsPerSecond,
        );
      }
      const ratio = mean(ours) / mean(theirs);
      rows.push({
        endpoint: target.label,
        "site req/s": ours.join(" / "),
        "nginx req/s": theirs.join(" / "),
        ratio: ratio.toFixed(3),
        target: `>= ${target.ratio}`,
        verdict: ratio >= target.ratio ? "met" : "MISSED",
        bytes: routes.find((route) => route.path === target.path)!.body.length,
      });
    }
    printTable(rows);
  } finally {
    await nginx.stop();
  }
  const jsBytes = await pageJavaScriptGzipBytes(server.baseUrl, "/");
  console.log(`JavaScript loaded by /: ${(jsBytes / 1024).toFixed(1)} KB gzip (target <= 140 KB)`);
} finally {
  await server.stop();
}
await measureBalancer();

/**
 * Requests per second through the balancer with three nodes (npm run cluster's set-up) against
 * one of those nodes asked directly, in turn, twice each. On a machine with few cores the nodes
 * and nginx share them, so the ratio says what the balancer costs here, not what more machines
 * would give.
 */
async function measureBalancer(): Promise<void> {
  const database = await createPostgresDatabase();
  try {
    const cluster = await startCluster({
      database,
      redisUrl: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
      discardLogs: true,
    });
    try {
      const direct = `http://127.0.0.1:${cluster.nodePorts[0]}`;
      const rows = [];
      for (const { label, path } of [TARGETS[0]!, TARGETS[2]!]) {
        // Every node renders and keeps the page before anything is measured.
        for (let i = 0; i < cluster.nodePorts.length * 2; i += 1) {
          await answerOf(cluster.baseUrl, path);
        }
        const balanced: number[] = [];
        const single: number[] = [];
        for (let round = 0; round < 2; round += 1) {
          const options = { headers: ACCEPT, duration: 5 };
          balanced.push(
            (await measure(label, { ...options, url: `${cluster.baseUrl}${path}` }))
              .requestsPerSecond,
          );
          single.push(
            (await measure(label, { ...options, url: `${direct}${path}` })).requestsPerSecond,
          );
        }
        rows.push({
          endpoint: label,
          "3 nodes via nginx req/s": balanced.join(" / "),
          "1 node direct req/s": single.join(" / "),
          ratio: (mean(balanced) / mean(single)).toFixed(3),
        });
      }
      console.log(
        `\nThrough the balancer (3 nodes, nginx) against one node, on ${cpus().length} cores:`,
      );
      printTable(rows);
    } finally {
      await cluster.stop();
    }
  } finally {
    await database.drop();
  }
}
