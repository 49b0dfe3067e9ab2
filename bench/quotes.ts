/**
 * `npm run bench:quotes` (ADR 0043): the quotes' latency against the production server on
 * SQLite, at fixed offered loads (open loop, 10 s each):
 * - POST /api/quotes at 50 requests/s, the address's look-up and qualification answered from
 *   the answer cache after the warm-up: target p95 under 50 ms;
 * - the quote page at 200 requests/s over 20 stored quotes: target p95 under 10 ms.
 * GET /api/nav runs the same way as a baseline.
 */
import { csrfSession, VALID_QUOTE } from "../tests/support/forms";
import { measureOpenLoop, printTable, startBenchServer } from "./support";

const met = (ok: boolean) => (ok ? "met" : "MISSED");

const server = await startBenchServer({
  env: { RATE_LIMIT_PER_MINUTE: "100000000" },
});
try {
  const session = await csrfSession(server.baseUrl);
  const headers = {
    "content-type": "application/json",
    origin: server.baseUrl,
    referer: `${server.baseUrl}/small-business/nbn`,
    cookie: session.cookie,
    "x-xsrf-token": session.token,
  };
  const body = JSON.stringify(VALID_QUOTE);
  const made: string[] = [];
  for (let index = 0; index < 20; index += 1) {
    const response = await fetch(`${server.baseUrl}/api/quotes`, { method: "POST", headers, body });
    if (response.status !== 201) throw new Error(`warm-up quote answered ${response.status}`);
    made.push(((await response.json()) as { url: string }).url);
  }

  const posts = await measureOpenLoop("POST /api/quotes (50/s)", {
    baseUrl: server.baseUrl,
    paths: ["/api/quotes"],
    rate: 50,
    headers,
    body,
  });
  const pages = await measureOpenLoop("GET /quotes/{id} (200/s)", {
    baseUrl: server.baseUrl,
    paths: made,
    rate: 200,
  });
  const baseline = await measureOpenLoop("GET /api/nav (200/s, baseline)", {
    baseUrl: server.baseUrl,
    paths: ["/api/nav"],
    rate: 200,
  });
  printTable(
    [posts, pages, baseline].map((row) => ({
      endpoint: row.label,
      "req/s": row.requestsPerSecond,
      "p95 ms": row.p95Ms,
      "p99 ms": row.p99Ms,
      "2xx": row.ok2xx,
      "non-2xx": row.non2xx,
      errors: row.errors,
    })),
  );
  console.log(
    `POST /api/quotes p95 < 50 ms ${met(posts.p95Ms < 50 && posts.non2xx === 0)}; quote page p95 < 10 ms ${met(pages.p95Ms < 10 && pages.non2xx === 0)}`,
  );
  console.log("PDF targets: not measured, the PDF is not built yet (ADR 0043).");
} finally {
  await server.stop();
}
