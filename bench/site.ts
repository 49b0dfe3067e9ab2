/**
 * `npm run bench`: what every visitor gets, against the static limit. The production server's
 * answers to GET /api/nav, a content JSON and a cached page (as a browser asks for them, with
 * Accept-Encoding: gzip, br) are measured beside nginx serving the very same bytes and headers
 * from disk, in turn, twice each (autocannon, 50 connections, 5 s). Targets (ADR 0019): the
 * content JSON and /api/nav at least 0.25x nginx, the cached page at least 0.10x. Also the
 * gzip JavaScript the home page loads.
 */
import { request } from "node:http";
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
      const mean = (values: number[]) =>
        values.reduce((sum, value) => sum + value, 0) / values.length;
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
