import { reportServerError } from "../../platform/error-reporting";
import type { Logger } from "pino";
import type { Claim, ClaimedDelivery, DeliveryOutcome } from "../db/lead-outbox";
import type { LeadsRepository } from "../db/leads-repository";
import type { OutboxChannel } from "../db/schema";
import { DeliveryOutcomeUnknown } from "../integrations/delivery-outcome";
import type { Metrics } from "../metrics/registry";

/** Sends one claimed entry on its way; throws when it did not go (to retry or park). */
export type OutboxSend = (item: ClaimedDelivery, options: { signal: AbortSignal }) => Promise<void>;

export interface LeadDeliveryOptions {
  leads: LeadsRepository;
  /** The outbox channel this worker takes: leads to the CRM, or quotes' emails. */
  channel: OutboxChannel;
  deliver: OutboxSend;
  logger: Logger;
  /** How often to look for due deliveries when nothing nudges the worker. */
  pollMs: number;
  /** First retry delay; each further attempt doubles it (capped at MAX_RETRY_DELAY_MS). */
  retryBaseMs: number;
  /** Past this age a lead that still fails is parked as failed for an operator. */
  giveUpMs: number;
  /**
   * How long a claim holds without renewal. The worker renews its claims every third of it
   * while they are in flight, so only a node that died (or stalled past it) loses a claim; the
   * lead is then delivered again by another node, recognised by its Idempotency-Key.
   */
  leaseMs: number;
  /** Deliveries in flight at once, and so the size of each claim. */
  concurrency?: number;
  metrics?: Pick<Metrics, "delivery">;
}

const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/** Exponential backoff with ±20 % jitter so a recovering CRM is not hit by every lead at once. */
export function retryDelay(attempt: number, baseMs: number, random = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/** How the log lines and metrics name each channel's deliveries. */
const CHANNEL_NAMES: Record<OutboxChannel, string> = { crm: "lead delivery", mail: "quote email" };

/**
 * The outbox worker (ADR 0011): claims due deliveries of its channel, sends each (a lead to the
 * CRM, a quote's email to its visitor: ADR 0043), and records the outcome. Every node runs one
 * per channel; claims are leases, so an entry is sent by one node, and a node that dies
 * mid-delivery leaves its claim to expire and be taken up again.
 */
export function startLeadDelivery({
  leads,
  channel,
  deliver,
  logger,
  pollMs,
  retryBaseMs,
  giveUpMs,
  leaseMs,
  concurrency = 8,
  metrics,
}: LeadDeliveryOptions) {
  let stopping = false;
  let running: Promise<void> | null = null;
  let rerun = false;
  let timer: NodeJS.Timeout | null = null;

  /** Delivers one lead: its outcome to record, or null when its claim was lost mid-flight. */
  async function attempt(
    item: ClaimedDelivery,
    signal: AbortSignal,
  ): Promise<DeliveryOutcome | null> {
    try {
      await deliver(item, { signal });
      return { outboxId: item.outboxId, delivered: true };
    } catch (error) {
      if (signal.aborted) return null;
      const age = Date.now() - new Date(item.lead.createdAt).getTime();
      // A send that may have arrived is tried once more, after the backoff, never again: a slow
      // receiver then gets it at most twice (ADR 0072). An operator can retry a parked one.
      const mayHaveArrived = error instanceof DeliveryOutcomeUnknown && item.attempts >= 1;
      const next =
        age >= giveUpMs || mayHaveArrived
          ? { park: true as const }
          : { retryAt: new Date(Date.now() + retryDelay(item.attempts + 1, retryBaseMs)) };
      if ("park" in next) reportServerError(error);
      return {
        outboxId: item.outboxId,
        delivered: false,
        error: error instanceof Error ? error.message : String(error),
        next,
      };
    }
  }

  /** One line per delivery, once its outcome is on record (or was not this node's to record). */
  function logOutcome(item: ClaimedDelivery, outcome: DeliveryOutcome | null, held: boolean) {
    const log = { lead: item.lead.publicId, attempt: item.attempts + 1 };
    const name = CHANNEL_NAMES[channel];
    // The CRM's figures by form, as before the quote email; the email's under a name of its own.
    const form = channel === "crm" ? item.lead.form : "quote-email";
    if (!outcome || !held) {
      logger.warn(log, `${name} left to another node: its claim passed on`);
    } else if (outcome.delivered) {
      metrics?.delivery(form, "delivered");
      logger.info(log, channel === "crm" ? "lead delivered" : "quote email sent");
    } else if ("park" in outcome.next) {
      metrics?.delivery(form, "parked");
      logger.error(
        { ...log, err: outcome.error },
        `${name} parked: retry it with \`npm run leads -- retry\``,
      );
    } else {
      metrics?.delivery(form, "retried");
      logger.warn(
        { ...log, retryAt: outcome.next.retryAt, err: outcome.error },
        `${name} failed: will retry`,
      );
    }
  }

  /**
   * Delivers everything a claim holds at once, renewing the claim on all of it until the
   * outcomes are on record, so neither a slow CRM or mail server nor a delivery that finished
   * early and waits for the rest lets it run out; then records every outcome in one transaction
   * under the claim's token. A delivery whose claim was lost all the same (this process stalled
   * past the lease) is abandoned to the node that took it over.
   */
  async function deliverClaim({ token, deliveries }: Claim): Promise<void> {
    const inFlight = new Map(deliveries.map((item) => [item.outboxId, new AbortController()]));
    const claimed = deliveries.map((item) => item.outboxId);
    let renewing: Promise<void> | null = null;
    const renew = async () => {
      const held = new Set(await leads.renewClaim(token, claimed, leaseMs));
      for (const [outboxId, controller] of inFlight) {
        if (!held.has(outboxId)) controller.abort();
      }
    };
    const heartbeat = setInterval(() => {
      renewing ??= renew()
        .catch((error: unknown) =>
          logger.warn({ err: error }, `${CHANNEL_NAMES[channel]} claim renewal failed`),
        )
        .finally(() => (renewing = null));
    }, leaseMs / 3);
    let outcomes: (DeliveryOutcome | null)[];
    try {
      outcomes = await Promise.all(
        deliveries.map(async (item) => {
          const outcome = await attempt(item, inFlight.get(item.outboxId)!.signal);
          // Sent (or failed): nothing left to abort, but still renewed until it is on record,
          // or another node would find it free and send it again.
          if (outcome) inFlight.delete(item.outboxId);
          return outcome;
        }),
      );
    } finally {
      clearInterval(heartbeat);
      await renewing;
    }
    const held = new Set(
      await leads.complete(
        token,
        outcomes.filter((outcome): outcome is DeliveryOutcome => outcome !== null),
      ),
    );
    deliveries.forEach((item, i) => logOutcome(item, outcomes[i]!, held.has(item.outboxId)));
  }

  async function cycle(): Promise<void> {
    do {
      rerun = false;
      const claim = await leads.claimDue(channel, concurrency, leaseMs);
      await deliverClaim(claim);
      // A full claim means more may be waiting.
      if (claim.deliveries.length === concurrency) rerun = true;
    } while (rerun && !stopping);
  }

  function run(): void {
    if (stopping) return;
    if (running) {
      rerun = true;
      return;
    }
    running = cycle()
      .catch((error: unknown) =>
        logger.error({ err: error }, `${CHANNEL_NAMES[channel]} cycle failed`),
      )
      .finally(() => {
        running = null;
        schedule();
      });
  }

  function schedule(): void {
    if (stopping) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, pollMs);
    timer.unref();
  }

  schedule();

  return {
    /** A lead was just stored: deliver now rather than at the next poll. */
    nudge: run,
    /** Stops claiming and waits for deliveries in flight (shutdown). */
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type LeadDelivery = ReturnType<typeof startLeadDelivery>;
