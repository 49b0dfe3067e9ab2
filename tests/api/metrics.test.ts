import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICING_SCENARIOS } from "../../simulators/carriers/scenarios";
import { csrfSession, postContactLead, postForm } from "../support/forms";
import { metricsPortOf, scrape, type Scrape } from "../support/metrics";
import { startInProcess, type InProcessSite } from "../support/in-process";
import { setCrm, startSimulators, type RunningSimulators } from "../support/simulators";

/**
 * The figures an operator alerts on (docs/operations.md, "Metrics and alerts"): after a scripted
 * sequence, each counter has moved by exactly what happened, and only on the metrics port.
 */

let sims: RunningSimulators;
let server: InProcessSite;
let metricsPort: number;

beforeAll(async () => {
  sims = await startSimulators({ SIM_CARRIER_LATENCY: "fast" });
  await setCrm(sims.baseUrl, { mode: "accept", delayMs: 0 });
  server = await startInProcess({
    env: {
      // The metrics port, on a free port as main.ts serves it ("metrics listening" names it).
      METRICS_PORT: "0",
      ADDRESS_API_URL: `${sims.baseUrl}/address-api`,
      CARRIER_PRICING_URL: `${sims.baseUrl}/carriers`,
      CRM_WEBHOOK_URL: `${sims.baseUrl}/crm/leads`,
      CARRIER_TIMEOUT_MS: "1000",
      OUTBOX_POLL_MS: "100",
      // A failed delivery waits about a second: long enough to see one retry and no second.
      OUTBOX_RETRY_BASE_MS: "1500",
      LOOKUP_RATE_LIMIT_PER_MINUTE: "2",
    },
  });
  metricsPort = metricsPortOf(server);
});
afterAll(async () => {
  await server?.stop();
  await sims?.stop();
});

const current = () => scrape(metricsPort);
const moved = (before: Scrape, after: Scrape, name: string, labels: Record<string, string>) =>
  after.value(name, labels) - before.value(name, labels);
const LEADS = "tidewire_leads_received_total";
const DELIVERIES = "tidewire_lead_deliveries_total";
const CALLS = "tidewire_outside_calls_total";
const CRM = "CRM webhook";

async function untilMoved(
  before: Scrape,
  name: string,
  labels: Record<string, string>,
  by: number,
): Promise<Scrape> {
  await expect
    .poll(async () => moved(before, await current(), name, labels), { timeout: 10_000 })
    .toBe(by);
  return current();
}

describe("metrics", () => {
  it("counts a delivered lead, a CRM failure and its retry, a carrier timeout and cache hits", async () => {
    const start = await current();

    // A lead, delivered at once.
    expect((await postContactLead(server.baseUrl, "Metrics: first lead")).status).toBe(201);
    await untilMoved(start, DELIVERIES, { form: "contact", result: "delivered" }, 1);

    // The CRM fails once: the lead waits in the outbox, is retried, then delivered.
    await setCrm(sims.baseUrl, { mode: "fail" });
    expect((await postContactLead(server.baseUrl, "Metrics: CRM down")).status).toBe(201);
    const waiting = await untilMoved(start, DELIVERIES, { form: "contact", result: "retried" }, 1);
    expect(waiting.value("tidewire_outbox_pending_leads")).toBe(1);
    expect(waiting.value("tidewire_outbox_oldest_pending_seconds")).toBeGreaterThan(0);
    await setCrm(sims.baseUrl, { mode: "accept" });
    await untilMoved(start, DELIVERIES, { form: "contact", result: "delivered" }, 2);

    // Vocus never answers in time; Telstra's price is asked twice and fetched once.
    const session = await csrfSession(server.baseUrl);
    const price = (address: string, carrier: string) =>
      postForm(server.baseUrl, "get-fibre-pricing", { address, speed: 1000, carrier }, { session });
    const { slowCarrier, allCarriers } = PRICING_SCENARIOS;
    expect((await price(slowCarrier.address, "VOCUS")).status).toBe(504);
    expect((await price(allCarriers.address, "TELSTRA")).status).toBe(200);
    expect((await price(allCarriers.address, "TELSTRA")).status).toBe(200);

    // A page rendered, then sent from the page cache.
    for (let i = 0; i < 2; i += 1) expect((await fetch(`${server.baseUrl}/voip`)).status).toBe(200);

    // Three searches where two a minute are allowed.
    const searches = [];
    for (let i = 0; i < 3; i += 1) {
      searches.push((await fetch(`${server.baseUrl}/api/search/1%20Harbour%20Esp`)).status);
    }
    expect(searches).toEqual([200, 200, 429]);

    const end = await current();
    const counted = (name: string, labels: Record<string, string>) =>
      moved(start, end, name, labels);
    expect(counted(LEADS, { form: "contact", kind: "accepted" })).toBe(2);
    expect(counted(LEADS, { kind: "spam" })).toBe(0);
    expect(counted(DELIVERIES, { result: "delivered" })).toBe(2);
    expect(counted(DELIVERIES, { result: "retried" })).toBe(1);
    expect(counted(DELIVERIES, { result: "parked" })).toBe(0);
    expect(end.value("tidewire_outbox_pending_leads")).toBe(0);
    expect(end.value("tidewire_outbox_oldest_pending_seconds")).toBe(0);
    expect(counted(CALLS, { system: CRM, outcome: "ok" })).toBe(2);
    expect(counted(CALLS, { system: CRM, outcome: "status" })).toBe(1);
    expect(counted(CALLS, { system: "Vocus pricing", outcome: "timeout" })).toBe(1);
    expect(counted(CALLS, { system: "Telstra pricing", outcome: "ok" })).toBe(1);
    expect(
      counted("tidewire_outside_call_duration_seconds_count", {
        system: "Vocus pricing",
        outcome: "timeout",
      }),
    ).toBe(1);
    const pricingCache = "tidewire_answer_cache_lookups_total";
    expect(counted(pricingCache, { cache: "pricing", result: "miss" })).toBe(2);
    expect(counted(pricingCache, { cache: "pricing", result: "hit" })).toBe(1);
    expect(counted("tidewire_page_cache_lookups_total", { result: "miss" })).toBe(1);
    expect(counted("tidewire_page_cache_lookups_total", { result: "hit" })).toBe(1);
    expect(counted("tidewire_rate_limit_refusals_total", { limit: "lookups" })).toBe(1);
    expect(counted("tidewire_rate_limit_refusals_total", { limit: "forms" })).toBe(0);
    const requests = "tidewire_http_requests_total";
    expect(
      counted(requests, { method: "POST", route: "/api/submit-contact-form", status: "2xx" }),
    ).toBe(2);
    expect(counted(requests, { method: "GET", route: "page", status: "2xx" })).toBe(2);
    // By the route's own pattern; the refusal, before any route, under the API's fixed name.
    expect(counted(requests, { route: "/api/search{/*address}", status: "2xx" })).toBe(2);
    expect(counted(requests, { route: "/api (unmatched)", status: "4xx" })).toBe(1);
    expect(end.value("tidewire_ready")).toBe(1);
    // Node's own figures come along.
    expect(end.value("process_cpu_user_seconds_total")).toBeGreaterThan(0);
  });

  it("is not served on the public port", async () => {
    const response = await fetch(`${server.baseUrl}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("tidewire_");
    const other = await fetch(`http://127.0.0.1:${metricsPort}/`);
    expect(other.status).toBe(404);
  });
});
