/**
 * `npm run bench:leads`: valid contact leads posted at 50 connections for 10 s against the
 * production server on SQLite (lead-capture issue), with one worker process and with two (one
 * per core on this machine). Targets: at least 1,500 acknowledged leads
 * per second, p99 under 100 ms, and exactly as many stored leads as 2xx answers.
 */
import { csrfSession, storedLeads, VALID } from "../tests/support/forms";
import { crmRecord, startSimulators } from "../tests/support/simulators";
import { measure, printTable, startBenchServer } from "./support";

// The CRM is another company's system: its stand-in runs in its own process, as it would.
const sims = await startSimulators();
const met = (ok: boolean) => (ok ? "met" : "MISSED");

/**
 * One run: a fresh server and database, a warm-up, then 10 s of valid leads. WEB_CONCURRENCY
 * is the number of worker processes (the README: one per core).
 */
async function run(workers: number) {
  const server = await startBenchServer({
    env: {
      WEB_CONCURRENCY: String(workers),
      // Workers share their rate-limit counts through Redis, as several nodes would.
      ...(workers > 1 ? { REDIS_URL: "redis://127.0.0.1:6379" } : {}),
      // One client sends everything here: lift the per-client limit for the measurement.
      RATE_LIMIT_PER_MINUTE: "100000000",
      CRM_WEBHOOK_URL: `${sims.baseUrl}/crm/leads`,
    },
  });
  try {
    const session = await csrfSession(server.baseUrl);
    const options = {
      url: `${server.baseUrl}/api/submit-contact-form`,
      method: "POST" as const,
      headers: {
        "content-type": "application/json",
        origin: server.baseUrl,
        referer: `${server.baseUrl}/contact`,
        cookie: session.cookie,
        "x-xsrf-token": session.token,
      },
      body: JSON.stringify(VALID["submit-contact-form"]),
    };
    await measure("warm-up", { ...options, duration: 2, connections: 10 });
    // Warm-up requests still in flight when it stopped land before the count starts.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = (await storedLeads(server.database)).length;
    const crmBefore = (await crmRecord(sims.baseUrl)).leads.length;
    const result = await measure(`POST /api/submit-contact-form, ${workers} worker(s)`, options);
    const acknowledged = result.ok2xx;
    const stored = (await storedLeads(server.database)).length - before;
    // Delivery runs behind intake: give it a moment, then see how far it got.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const delivered = (await crmRecord(sims.baseUrl)).leads.length - crmBefore;
    return { result, acknowledged, stored, delivered };
  } finally {
    await server.stop();
  }
}

try {
  const runs = [await run(1), await run(2)];
  printTable(
    runs.map(({ result, acknowledged, stored, delivered }) => ({
      endpoint: result.label,
      "leads/s": result.requestsPerSecond,
      "p99 ms": result.p99Ms,
      "2xx": acknowledged,
      stored,
      "at the CRM 3 s later": delivered,
      "non-2xx": result.non2xx,
      errors: result.errors,
    })),
  );
  for (const { result, acknowledged, stored } of runs) {
    // autocannon stops waiting at 10 s: requests still in flight then (at most one per
    // connection) are stored by the server but never counted as answered.
    const unanswered = stored - acknowledged;
    console.log(
      `${result.label}: >= 1,500 leads/s ${met(result.requestsPerSecond >= 1500)}, p99 < 100 ms ${met(
        result.p99Ms < 100,
      )}, every acknowledged lead stored ${met(unanswered >= 0 && unanswered <= 50)} (${acknowledged} acknowledged, ${stored} stored; ${unanswered} stored for requests still in flight when the run stopped)`,
    );
  }
} finally {
  await sims.stop();
}
