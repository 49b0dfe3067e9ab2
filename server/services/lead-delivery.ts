import * as Sentry from "@sentry/node";
import type { Logger } from "pino";
import type { ClaimedDelivery, LeadsRepository } from "../db/leads-repository";
import { toCrmLead, type CrmDeliver } from "../integrations/crm-client";

export interface LeadDeliveryOptions {
  leads: LeadsRepository;
  deliver: CrmDeliver;
  logger: Logger;
  /** How often to look for due deliveries when nothing nudges the worker. */
  pollMs: number;
  /** First retry delay; each further attempt doubles it (capped at MAX_RETRY_DELAY_MS). */
  retryBaseMs: number;
  /** Past this age a lead that still fails is parked as failed for an operator. */
  giveUpMs: number;
  /**
   * How long a claim holds: longer than one delivery may take, so only a node that died
   * mid-delivery lets its claim run out (and the lead is delivered again, recognised by its
   * Idempotency-Key).
   */
  leaseMs: number;
  batchSize?: number;
  /** Deliveries in flight at once. */
  concurrency?: number;
}

const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/** Exponential backoff with ±20 % jitter so a recovering CRM is not hit by every lead at once. */
export function retryDelay(attempt: number, baseMs: number, random = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/**
 * The outbox worker (ADR 0011): claims due deliveries, posts each to the CRM, and records the
 * outcome. Every node runs one; claims are leases, so a lead is delivered by one node, and a
 * node that dies mid-delivery leaves its claim to expire and be taken up again.
 */
export function startLeadDelivery({
  leads,
  deliver,
  logger,
  pollMs,
  retryBaseMs,
  giveUpMs,
  leaseMs,
  batchSize = 20,
  concurrency = 4,
}: LeadDeliveryOptions) {
  let stopping = false;
  let running: Promise<void> | null = null;
  let rerun = false;
  let timer: NodeJS.Timeout | null = null;

  /** Delivers one lead; true when the CRM took it (recorded with the rest of its chunk). */
  async function attempt(item: ClaimedDelivery): Promise<boolean> {
    const attemptNumber = item.attempts + 1;
    try {
      await deliver(toCrmLead(item.lead));
      logger.info({ lead: item.lead.publicId, attempt: attemptNumber }, "lead delivered");
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const age = Date.now() - new Date(item.lead.createdAt).getTime();
      if (age >= giveUpMs) {
        await leads.markFailedAttempt(item.outboxId, reason, { park: true });
        logger.error(
          { lead: item.lead.publicId, attempt: attemptNumber, err: reason },
          "lead delivery parked: retry it with `npm run leads -- retry`",
        );
        if (Sentry.isInitialized()) Sentry.captureException(error);
      } else {
        const retryAt = new Date(Date.now() + retryDelay(attemptNumber, retryBaseMs));
        await leads.markFailedAttempt(item.outboxId, reason, { retryAt });
        logger.warn(
          { lead: item.lead.publicId, attempt: attemptNumber, retryAt, err: reason },
          "lead delivery failed: will retry",
        );
      }
      return false;
    }
  }

  async function cycle(): Promise<void> {
    do {
      rerun = false;
      const claimed = await leads.claimDue(batchSize, leaseMs);
      for (let i = 0; i < claimed.length; i += concurrency) {
        const chunk = claimed.slice(i, i + concurrency);
        const delivered = await Promise.all(chunk.map(attempt));
        await leads.markDelivered(
          chunk.filter((_, j) => delivered[j]).map((item) => item.outboxId),
        );
      }
      // A full batch means more may be waiting.
      if (claimed.length === batchSize) rerun = true;
    } while (rerun && !stopping);
  }

  function run(): void {
    if (stopping) return;
    if (running) {
      rerun = true;
      return;
    }
    running = cycle()
      .catch((error: unknown) => logger.error({ err: error }, "lead delivery cycle failed"))
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
