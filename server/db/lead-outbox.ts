import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { LeadForDelivery } from "../../domain/leads/crm-lead";
import type { DatabaseKind } from "./database";
import type { Database, OutboxChannel } from "./schema";
import { inTransaction } from "./transaction";

/** The delivery outbox: which leads are due, who holds them, and how each delivery went. */

/** A lead due for delivery, held by one claim. */
export interface ClaimedDelivery {
  outboxId: number;
  attempts: number;
  lead: LeadForDelivery;
  /** The mail channel's quote; null on the CRM's. */
  quoteId: string | null;
}

/**
 * Deliveries one worker holds until their lease runs out or it renews it. Only the holder of
 * `token` can renew or complete them (a fenced claim): a node that stalled past its lease and
 * lost a lead to another node cannot mark it.
 */
export interface Claim {
  token: string;
  deliveries: ClaimedDelivery[];
}

/** How one delivery of a claim went: taken by the CRM, or failed and to retry or park. */
export type DeliveryOutcome =
  | { outboxId: number; delivered: true }
  | {
      outboxId: number;
      delivered: false;
      error: string;
      next: { retryAt: Date } | { park: true };
    };

const iso = (date: Date) => date.toISOString();

export function createLeadOutbox(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    /**
     * Claims up to `limit` due deliveries of one channel for `leaseMs` under a fresh token. On
     * PostgreSQL, SKIP LOCKED lets several nodes claim at once without taking the same rows;
     * SQLite has one writer at a time.
     */
    async claimDue(
      channel: OutboxChannel,
      limit: number,
      leaseMs: number,
      now = new Date(),
    ): Promise<Claim> {
      const token = randomUUID();
      const due = db
        .selectFrom("lead_outbox")
        .select("id")
        .where("channel", "=", channel)
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", iso(now))
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", iso(now))]))
        .orderBy("id");
      // Most polls find nothing due. Reading first spares them a write: on SQLite that keeps
      // the one writer free for new leads, and an idle poll never waits (blocking the event
      // loop for the busy timeout) on a lock another process holds.
      if (!(await due.limit(1).executeTakeFirst())) return { token, deliveries: [] };
      const claimed = await db
        .updateTable("lead_outbox")
        .set({ locked_until: iso(new Date(now.getTime() + leaseMs)), claim_token: token })
        .where(
          "id",
          "in",
          due.limit(limit).$if(kind === "postgres", (query) => query.forUpdate().skipLocked()),
        )
        .returning(["id", "lead_id", "attempts", "quote_id"])
        .execute();
      if (claimed.length === 0) return { token, deliveries: [] };
      const leads = await db
        .selectFrom("leads")
        .select([
          "id",
          "public_id",
          "form",
          "payload",
          "source_page",
          "utm_source",
          "conversation_id",
          "agent_code",
          "created_at",
        ])
        .where(
          "id",
          "in",
          claimed.map((row) => row.lead_id),
        )
        .execute();
      const byId = new Map(leads.map((lead) => [lead.id, lead]));
      const deliveries = claimed.flatMap((row) => {
        const lead = byId.get(row.lead_id);
        if (!lead) return [];
        return [
          {
            outboxId: row.id,
            attempts: row.attempts,
            quoteId: row.quote_id,
            lead: {
              publicId: lead.public_id,
              form: lead.form,
              payload: JSON.parse(lead.payload) as Record<string, unknown>,
              sourcePage: lead.source_page,
              utmSource: lead.utm_source,
              conversationId: lead.conversation_id,
              agentCode: lead.agent_code,
              createdAt: lead.created_at,
            },
          },
        ];
      });
      return { token, deliveries };
    },

    /**
     * Extends the claim on the deliveries still in flight; answers the ids it still holds (one
     * missing was taken over after this node overran its lease).
     */
    async renewClaim(
      token: string,
      outboxIds: number[],
      leaseMs: number,
      now = new Date(),
    ): Promise<number[]> {
      if (outboxIds.length === 0) return [];
      const held = await db
        .updateTable("lead_outbox")
        .set({ locked_until: iso(new Date(now.getTime() + leaseMs)) })
        .where("claim_token", "=", token)
        .where("status", "=", "pending")
        .where("id", "in", outboxIds)
        .returning("id")
        .execute();
      return held.map((row) => row.id);
    },

    /**
     * Records how a claim's deliveries went, in one transaction: a commit per claim rather than
     * per lead keeps the single SQLite writer free for new leads. Only rows this token still
     * holds change; answers their ids (one missing passed to another node first).
     */
    async complete(
      token: string,
      outcomes: DeliveryOutcome[],
      now = new Date(),
    ): Promise<number[]> {
      if (outcomes.length === 0) return [];
      return inTransaction(db, async (trx) => {
        const delivered = outcomes.flatMap((o) => (o.delivered ? [o.outboxId] : []));
        const held =
          delivered.length === 0
            ? []
            : await trx
                .updateTable("lead_outbox")
                .set((eb) => ({
                  status: "delivered",
                  attempts: eb("attempts", "+", 1),
                  delivered_at: iso(now),
                  locked_until: null,
                  claim_token: null,
                  last_error: null,
                }))
                .where("claim_token", "=", token)
                .where("id", "in", delivered)
                .returning("id")
                .execute();
        for (const outcome of outcomes) {
          if (outcome.delivered) continue;
          const failed = await trx
            .updateTable("lead_outbox")
            .set((eb) => ({
              status: "park" in outcome.next ? "failed" : "pending",
              attempts: eb("attempts", "+", 1),
              ...("retryAt" in outcome.next ? { next_attempt_at: iso(outcome.next.retryAt) } : {}),
              locked_until: null,
              claim_token: null,
              last_error: outcome.error.slice(0, 1000),
            }))
            .where("claim_token", "=", token)
            .where("id", "=", outcome.outboxId)
            .returning("id")
            .execute();
          held.push(...failed);
        }
        return held.map((row) => row.id);
      });
    },

    /** Operators: parked (failed) deliveries go back in the queue, due now. */
    async retryFailed(references: string[] = [], now = new Date()): Promise<number> {
      const result = await db
        .updateTable("lead_outbox")
        .set({
          status: "pending",
          next_attempt_at: iso(now),
          locked_until: null,
          claim_token: null,
        })
        .where("status", "=", "failed")
        .$if(references.length > 0, (query) =>
          query.where("lead_id", "in", (eb) =>
            eb.selectFrom("leads").select("id").where("public_id", "in", references),
          ),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type LeadOutbox = ReturnType<typeof createLeadOutbox>;
