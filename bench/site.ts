/**
 * `npm run bench`: the platform's speed and size targets on this machine, against the
 * production server (targets from the platform issue: /api/nav >= 8,000 req/s,
 * / >= 800 req/s, <= 140 KB of gzip JavaScript on /).
 */
import { measure, pageJavaScriptGzipBytes, printTable, startBenchServer } from "./support";

const server = await startBenchServer();
try {
  // Warm up the JIT and the content caches before measuring.
  await measure("warm-up", { url: `${server.baseUrl}/`, duration: 2 });
  const nav = await measure("GET /api/nav", { url: `${server.baseUrl}/api/nav` });
  const home = await measure("GET /", { url: `${server.baseUrl}/` });
  const jsBytes = await pageJavaScriptGzipBytes(server.baseUrl, "/");

  printTable(
    [nav, home].map((row) => ({
      endpoint: row.label,
      "req/s": row.requestsPerSecond,
      "p99 ms": row.p99Ms,
      "non-2xx": row.non2xx,
      errors: row.errors,
    })),
  );
  console.log(`JavaScript loaded by /: ${(jsBytes / 1024).toFixed(1)} KB gzip (target <= 140 KB)`);
  console.log(
    `Targets: /api/nav ${nav.requestsPerSecond >= 8000 ? "met" : "MISSED"} (>= 8,000 req/s), / ${
      home.requestsPerSecond >= 800 ? "met" : "MISSED"
    } (>= 800 req/s), JS ${jsBytes <= 140 * 1024 ? "met" : "MISSED"}`,
  );
} finally {
  await server.stop();
}
