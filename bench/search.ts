/**
 * `npm run bench:search`: latency of the mobile fleet page's two searches against the
 * production server at a fixed offered load of 1,000 requests per second each (open loop,
 * 10 s), cycling through terms that visitors type (hits, near misses and misses). Target: p95
 * under 10 ms per endpoint (ADR 0019: at a fixed rate the p95 is the work's, not a queue's).
 * `GET /api/nav` runs the same way as a baseline. The searches' own time per term, in
 * process, is printed last.
 */
import { performance } from "node:perf_hooks";
import { createRatesSearch, createRoamingSearch } from "../domain/mobile/mobile-search";
import { loadContent } from "../server/services/content-store";
import { measure, measureOpenLoop, printTable, startBenchServer } from "./support";

const TARGET_P95_MS = 10;
/** Requests per second offered, whatever the answers' speed. */
const RATE = 1_000;
const ROAMING_TERMS = ["new", "united", "fra", "cote", "sing", "ger", "and", "jap", "usa", "xyz"];
const RATES_TERMS = ["nz", "uk", "us", "in", "united", "fiji", "côte", "ger", "ma", "zz"];

const pathsFor = (endpoint: string, terms: string[]) =>
  terms.map((term) => `/api/${endpoint}/${encodeURIComponent(term)}`);

/** Microseconds per search over the terms, after a warm-up. */
function inProcessMicros(search: (term: string) => unknown[], terms: string[]): number {
  const rounds = 2_000;
  for (let round = 0; round < 200; round += 1) terms.forEach(search);
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) terms.forEach(search);
  return ((performance.now() - started) * 1000) / (rounds * terms.length);
}

const server = await startBenchServer();
try {
  await measure("warm-up", {
    url: server.baseUrl,
    duration: 2,
    requests: pathsFor("searchRoamingCountries", ROAMING_TERMS).map((path) => ({ path })),
  });
  const roaming = await measureOpenLoop("GET /api/searchRoamingCountries/{search}", {
    baseUrl: server.baseUrl,
    paths: pathsFor("searchRoamingCountries", ROAMING_TERMS),
    rate: RATE,
  });
  const rates = await measureOpenLoop("GET /api/searchMobileInternationalRates/{search}", {
    baseUrl: server.baseUrl,
    paths: pathsFor("searchMobileInternationalRates", RATES_TERMS),
    rate: RATE,
  });
  const baseline = await measureOpenLoop("GET /api/nav (baseline, no search)", {
    baseUrl: server.baseUrl,
    paths: ["/api/nav"],
    rate: RATE,
  });
  printTable(
    [roaming, rates, baseline].map((row) => ({
      endpoint: row.label,
      "req/s": row.requestsPerSecond,
      "p95 ms": row.p95Ms,
      "p99 ms": row.p99Ms,
      "non-2xx": row.non2xx,
      errors: row.errors,
    })),
  );
  for (const row of [roaming, rates]) {
    const met = row.p95Ms < TARGET_P95_MS && row.non2xx === 0 && row.errors === 0;
    console.log(
      `${row.label}: p95 ${row.p95Ms} ms at ${row.requestsPerSecond} req/s (offered ${RATE}), target < ${TARGET_P95_MS} ms ${met ? "met" : "MISSED"}`,
    );
  }
  const content = loadContent(process.env.CONTENT_DIR ?? "content");
  const roamingMicros = inProcessMicros(createRoamingSearch(content.roaming), ROAMING_TERMS);
  const ratesMicros = inProcessMicros(createRatesSearch(content.internationalRates), RATES_TERMS);
  console.log(
    `Search alone, in process: roaming ${roamingMicros.toFixed(1)} µs, rates ${ratesMicros.toFixed(1)} µs per term`,
  );
} finally {
  await server.stop();
}
