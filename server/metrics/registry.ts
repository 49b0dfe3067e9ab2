import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { UpstreamFailure } from "../integrations/http-client";

/** What a delivery attempt came to, as the outbox worker records it. */
export type DeliveryResult = "delivered" | "retried" | "parked";

/** An outside call's outcome: answered and readable, or how it failed. */
export type OutsideCallOutcome = "ok" | UpstreamFailure;

/** Leads still waiting for the CRM, read from the database when Prometheus scrapes. */
export interface OutboxState {
  pending: number;
  /** Age of the oldest lead still pending; 0 when none is. */
  oldestPendingSeconds: number;
  /** Quote emails waiting for the mail server, and the oldest one's age (ADR 0072). */
  pendingMail: number;
  oldestPendingMailSeconds: number;
}

const HTTP_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

/**
 * How often the event loop's delay is sampled (prom-client's default, named here). Node's
 * histogram records the time between its timer's runs, so `nodejs_eventloop_lag_p99_seconds`
 * reads this interval on a free loop, and the delay is what it reads beyond it.
 */
export const EVENT_LOOP_SAMPLE_MS = 10;

/**
 * Every number an operator graphs or alerts on (ADR 0026, alerts in docs/operations.md), in a
 * registry of this node's own. Components record through the small methods below, never
 * through prom-client, so the metric names live in this one file.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
  const registers = [registry];

  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram({ name, help, labelNames, buckets: SECONDS, registers });
  /** A gauge read when scraped; `aggregator` says how a primary combines its workers' values. */
  const gauge = (
    name: string,
    help: string,
    aggregator: "max" | "min",
    read: () => Promise<number>,
  ) =>
    new Gauge({
      name,
      help,
      aggregator,
      registers,
      async collect() {
        this.set(await read());
      },
    });

  const requestLabels = ["method", "route", "status"] as const;
  const requests = counter(
    "tidewire_http_requests_total",
    "HTTP requests answered, by route pattern and status class.",
    requestLabels,
  );
  const requestSeconds = histogram(
    "tidewire_http_request_duration_seconds",
    "Time to answer an HTTP request, by route pattern and status class.",
    requestLabels,
  );
  const leads = counter(
    "tidewire_leads_received_total",
    "Leads committed, by form; kind is accepted (to deliver) or spam (honeypot filled).",
    ["form", "kind"],
  );
  const deliveries = counter(
    "tidewire_lead_deliveries_total",
    "Delivery attempts to the CRM, by form and result (delivered, retried, parked).",
    ["form", "result"],
  );
  const callLabels = ["system", "outcome"] as const;
  const outsideCalls = counter(
    "tidewire_outside_calls_total",
    "Calls to outside systems, by system and outcome (ok, timeout, status, network, shape).",
    callLabels,
  );
  const outsideSeconds = histogram(
    "tidewire_outside_call_duration_seconds",
    "Time an outside system took to answer or fail, by system and outcome.",
    callLabels,
  );
  const answerCache = counter(
    "tidewire_answer_cache_lookups_total",
    "Look-ups in the cache of outside answers, by kind of answer and result (hit, miss).",
    ["cache", "result"],
  );
  const pageCache = counter(
    "tidewire_page_cache_lookups_total",
    "Page requests answered from the page cache (hit) or rendered (miss).",
    ["result"],
  );
  const rateLimited = counter(
    "tidewire_rate_limit_refusals_total",
    "Requests refused with 429, by limit.",
    ["limit"],
  );

  return {
    registry,
    request(method: string, route: string, statusCode: number, seconds: number): void {
      // A client names the method: any but HTTP's own is counted as one (ADR 0072).
      const known = HTTP_METHODS.has(method) ? method : "other";
      const labels = { method: known, route, status: `${Math.floor(statusCode / 100)}xx` };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    lead(form: string, spam: boolean): void {
      leads.inc({ form, kind: spam ? "spam" : "accepted" });
    },
    delivery(form: string, result: DeliveryResult): void {
      deliveries.inc({ form, result });
    },
    outsideCall(system: string, outcome: OutsideCallOutcome, seconds: number): void {
      outsideCalls.inc({ system, outcome });
      outsideSeconds.observe({ system, outcome }, seconds);
    },
    answerCacheLookup(cache: string, hit: boolean): void {
      answerCache.inc({ cache, result: hit ? "hit" : "miss" });
    },
    pageCacheLookup(hit: boolean): void {
      pageCache.inc({ result: hit ? "hit" : "miss" });
    },
    rateLimitRefused(limit: string): void {
      rateLimited.inc({ limit });
    },
    /**
     * 1 while this node can take visitors (what /readyz answers), read when scraped; a cluster
     * of workers is ready only if every worker is ("min").
     */
    watchReadiness(read: () => Promise<boolean>): void {
      gauge(
        "tidewire_ready",
        "1 while this node can commit leads and take visitors (/readyz 200), 0 otherwise.",
        "min",
        async () => ((await read()) ? 1 : 0),
      );
    },
    /**
     * The outbox gauges, read when scraped. Every node reads the same database, so a cluster's
     * figure is any one node's ("max"), never their sum.
     */
    watchOutbox(read: () => Promise<OutboxState>): void {
      let reading: Promise<OutboxState> | null = null;
      // One query per scrape for both gauges.
      const state = () => (reading ??= read().finally(() => setTimeout(() => (reading = null))));
      gauge(
        "tidewire_outbox_pending_leads",
        "Leads stored and not yet delivered to the CRM (parked ones excluded).",
        "max",
        async () => (await state()).pending,
      );
      gauge(
        "tidewire_outbox_oldest_pending_seconds",
        "Age of the oldest lead still waiting for delivery; 0 when none waits.",
        "max",
        async () => (await state()).oldestPendingSeconds,
      );
      gauge(
        "tidewire_outbox_pending_quote_emails",
        "Quote emails stored and not yet sent (parked ones excluded).",
        "max",
        async () => (await state()).pendingMail,
      );
      gauge(
        "tidewire_outbox_oldest_pending_quote_email_seconds",
        "Age of the oldest quote email still waiting for the mail server; 0 when none waits.",
        "max",
        async () => (await state()).oldestPendingMailSeconds,
      );
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
