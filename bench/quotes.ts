/**
 * `npm run bench:quotes` (ADR 0043): the quotes' latency against the production server on
 * SQLite, at fixed offered loads (open loop, 10 s each):
 * - POST /api/quotes at 50 requests/s, the address's look-up and qualification answered from
 *   the answer cache after the warm-up: target p95 under 50 ms;
 * - the quote page at 200 requests/s over 20 stored quotes: target p95 under 10 ms;
 * - a new quote's PDF, downloaded as soon as the quote is made (its first render, shared with
 *   its email's), one quote after another: target under 300 ms (the worst of 10); and again
 *   with two processes per core spinning at normal priority: under 2 s (the worst of 5);
 * - kept PDFs at 200 requests/s: target p95 under 10 ms;
 * - GET /api/nav at 200 requests/s while 20 new PDFs a second are rendered: target p99 under
 *   20 ms (the renders run in worker threads, never on the event loop).
 * GET /api/nav runs alone the same way as a baseline.
 */
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { csrfSession, VALID_QUOTE } from "../tests/support/forms";
import { mailReceived, startSimulators } from "../tests/support/simulators";
import { measureOpenLoop, median, printTable, startBenchServer } from "./support";

const met = (ok: boolean) => (ok ? "met" : "MISSED");

// The mail server is outside the site, in a process of its own, as in production: parsing
// what it receives is not the site's work.
const outside = await startSimulators();
const server = await startBenchServer({
  env: {
    RATE_LIMIT_PER_MINUTE: "100000000",
    QUOTE_EMAILS_PER_HOUR: "100000",
    SMTP_URL: outside.smtpUrl,
  },
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
  // Each quote for a visitor of its own, as real traffic is: one address's quotes are made one
  // at a time (the email limit's count), which a single address at 50/s would only queue.
  let visitors = 0;
  const body = () =>
    JSON.stringify({ ...VALID_QUOTE, email: `visitor.${(visitors += 1)}@bench.example` });
  const newQuote = async () => {
    const response = await fetch(`${server.baseUrl}/api/quotes`, {
      method: "POST",
      headers,
      body: body(),
    });
    if (response.status !== 201) throw new Error(`warm-up quote answered ${response.status}`);
    return (await response.json()) as { url: string; pdfUrl: string };
  };
  const made = await Promise.all(Array.from({ length: 20 }, newQuote));
  // Each page's first render happens when the visitor who made the quote opens it.
  for (const quote of made) await fetch(`${server.baseUrl}${quote.url}`).then((r) => r.text());

  const posts = await measureOpenLoop("POST /api/quotes (50/s)", {
    baseUrl: server.baseUrl,
    paths: ["/api/quotes"],
    rate: 50,
    headers,
    body,
  });
  const pages = await measureOpenLoop("GET /quotes/{id} (200/s)", {
    baseUrl: server.baseUrl,
    paths: made.map((quote) => quote.url),
    rate: 200,
  });

  // Every quote made so far is emailed (its PDF and email rendered by the same threads) before
  // a render is timed, so the figure is a render's, not a place in that queue.
  const emailed = visitors;
  const emailsFrom = performance.now();
  const deadline = Date.now() + 120_000;
  while ((await mailReceived(outside.baseUrl)) < emailed && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(
    `${await mailReceived(outside.baseUrl)} of ${emailed} quote emails sent, the last ${((performance.now() - emailsFrom) / 1000).toFixed(1)} s after the quote pages' load`,
  );
  // The first PDF starts the renderer's thread; then ten new quotes, each PDF downloaded as
  // soon as its quote is made: rendered then, or joined to its email's render (once per quote).
  await fetch(`${server.baseUrl}${made[0]!.pdfUrl}`).then((response) => response.arrayBuffer());
  const timeFirstRenders = async (count: number): Promise<number[]> => {
    const times: number[] = [];
    for (let n = 0; n < count; n += 1) {
      const quote = await newQuote();
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}${quote.pdfUrl}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`a PDF answered ${response.status}`);
      times.push(performance.now() - started);
    }
    return times;
  };
  const firstRenders = await timeFirstRenders(10);
  // The renders give way to other work (pdf-worker.tsx), but not so far that a visitor's
  // download waits for the machine to go quiet: two processes per core spinning at normal
  // priority, and five more first renders.
  const spinners = Array.from({ length: availableParallelism() * 2 }, () =>
    spawn(process.execPath, ["-e", "for (;;);"], { stdio: "ignore" }),
  );
  const busyRenders = await timeFirstRenders(5).finally(() => {
    for (const spinner of spinners) spinner.kill("SIGKILL");
  });
  const keptPdfs = await measureOpenLoop("GET /quotes/{id}.pdf, kept (200/s)", {
    baseUrl: server.baseUrl,
    paths: made.slice(0, 11).map((quote) => quote.pdfUrl),
    rate: 200,
  });
  // 200 new quotes: 10 s at 20 a second, each PDF's first render (or its email's).
  const fresh: string[] = [];
  for (let batch = 0; batch < 10; batch += 1) {
    fresh.push(...(await Promise.all(Array.from({ length: 20 }, newQuote))).map((q) => q.pdfUrl));
  }
  const [rendering, navWhileRendering] = await Promise.all([
    measureOpenLoop("GET /quotes/{id}.pdf, first renders (20/s)", {
      baseUrl: server.baseUrl,
      paths: fresh,
      rate: 20,
    }),
    measureOpenLoop("GET /api/nav (200/s) while PDFs render", {
      baseUrl: server.baseUrl,
      paths: ["/api/nav"],
      rate: 200,
    }),
  ]);
  const baseline = await measureOpenLoop("GET /api/nav (200/s, baseline)", {
    baseUrl: server.baseUrl,
    paths: ["/api/nav"],
    rate: 200,
  });
  printTable(
    [posts, pages, keptPdfs, rendering, navWhileRendering, baseline].map((row) => ({
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
  const worst = Math.max(...firstRenders);
  console.log(
    `PDF first render (10 new quotes, one at a time): median ${median(firstRenders).toFixed(1)} ms, worst ${worst.toFixed(1)} ms`,
  );
  const busyWorst = Math.max(...busyRenders);
  console.log(
    `PDF first render, every core busy (5 new quotes): median ${median(busyRenders).toFixed(0)} ms, worst ${busyWorst.toFixed(0)} ms`,
  );
  console.log(
    `PDF first render < 300 ms ${met(worst < 300)}; with every core busy < 2 s ${met(busyWorst < 2_000)}; kept PDF p95 < 10 ms ${met(keptPdfs.p95Ms < 10 && keptPdfs.non2xx === 0)}; /api/nav p99 < 20 ms while 20 PDFs/s render ${met(navWhileRendering.p99Ms < 20 && rendering.non2xx === 0)}`,
  );
} finally {
  await server.stop();
  await outside.stop();
}
