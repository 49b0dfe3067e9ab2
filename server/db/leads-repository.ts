import { sql, type Kysely } from "kysely";
import { randomUUID } from "node:crypto";
import type { DatabaseKind } from "./database";
import type { Database, OutboxStatus } from "./schema";
import { inTransaction } from "./transaction";

/** Every query on leads and their delivery outbox; nothing else touches these tables. */

export interface NewLead {
  publicId: string;
  form: string;
  payload: Record<string, unknown>;
  sourcePage: string | null;
  utmSource: string | null;
  conversationId: string | null;
  agentCode: string | null;
  clientHash: string | null;
  userAgent: string | null;
  isSpam: boolean;
  idempotencyKey: string | null;
  responseStatus: number;
  responseBody: string;
}

export interface StoredAnswer {
  form: string;
  status: number;
  body: string;
}

/** A lead due for delivery, held by one claim. */
export interface ClaimedDelivery {
  outboxId: number;
  attempts: number;
  lead: {
    publicId: string;
    form: string;
    payload: Record<string, unknown>;
    sourcePage: string | null;
    utmSource: string | null;
    conversationId: string | null;
    agentCode: string | null;
    createdAt: string;
  };
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

export interface LeadRow {
  reference: string;
  form: string;
  createdAt: string;
  isSpam: boolean;
  sourcePage: string | null;
  utmSource: string | null;
  conversationId: string | null;
  agentCode: string | null;
  payload: Record<string, unknown>;
  delivery: OutboxStatus | "not sent";
  attempts: number;
  lastError: string | null;
}

const iso = (date: Date) => date.toISOString();

function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    /UNIQUE constraint/.test(message ?? "")
  );
}

/** Leads waiting to be written together (group commit). */
interface PendingInsert {
  lead: NewLead;
  createdAt: string;
  resolve: (result: { replayed: StoredAnswer | null }) => void;
  reject: (error: unknown) => void;
}

/** Rows per transaction: well under both engines' limits on bound parameters. */
const MAX_BATCH = 200;

function leadRow(lead: NewLead, createdAt: string) {
  return {
    public_id: lead.publicId,
    form: lead.form,
    payload: JSON.stringify(lead.payload),
    source_page: lead.sourcePage,
    utm_source: lead.utmSource,
    conversation_id: lead.conversationId,
    agent_code: lead.agentCode,
    client_hash: lead.clientHash,
    user_agent: lead.userAgent,
    is_spam: lead.isSpam ? 1 : 0,
    idempotency_key: lead.idempotencyKey,
    response_status: lead.responseStatus,
    response_body: lead.responseBody,
    created_at: createdAt,
  };
}

export function createLeadsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  async function answerFor(idempotencyKey: string): Promise<StoredAnswer | null> {
    const row = await db
      .selectFrom("leads")
      .select(["form", "response_status", "response_body"])
      .where("idempotency_key", "=", idempotencyKey)
      .executeTakeFirst();
    return row ? { form: row.form, status: row.response_status, body: row.response_body } : null;
  }

  /** One transaction for the leads and the outbox entries of those that are not spam. */
  async function write(batch: PendingInsert[]): Promise<void> {
    await inTransaction(db, async (trx) => {
      const ids = await trx
        .insertInto("leads")
        .values(batch.map(({ lead, createdAt }) => leadRow(lead, createdAt)))
        .returning(["id", "public_id"])
        .execute();
      const idOf = new Map(ids.map((row) => [row.public_id, row.id]));
      const outbox = batch
        .filter(({ lead }) => !lead.isSpam)
        .map(({ lead, createdAt }) => ({
          lead_id: idOf.get(lead.publicId)!,
          status: "pending" as const,
          next_attempt_at: createdAt,
          created_at: createdAt,
        }));
      if (outbox.length > 0) await trx.insertInto("lead_outbox").values(outbox).execute();
    });
  }

  async function writeAlone(item: PendingInsert): Promise<void> {
    try {
      await write([item]);
      item.resolve({ replayed: null });
    } catch (error) {
      // The same key sent twice: the later request answers what the first one stored.
      const replayed =
        item.lead.idempotencyKey && isUniqueViolation(error)
          ? await answerFor(item.lead.idempotencyKey).catch(() => null)
          : null;
      if (replayed) item.resolve({ replayed });
      else item.reject(error);
    }
  }

  const queue: PendingInsert[] = [];
  let writing = false;

  /**
   * Group commit: leads that arrive while a transaction is being written wait and go in the
   * next one together, so a burst costs a few commits instead of one each. Each caller still
   * hears back only after its own lead is committed. If a batch fails (a repeated idempotency
   * key, say), its leads are written one by one so only the one at fault fails.
   */
  async function drain(): Promise<void> {
    if (writing) return;
    writing = true;
    try {
      while (queue.length > 0) {
        // One turn of the event loop lets the requests already read join this commit.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = queue.splice(0, MAX_BATCH);
        try {
          await write(batch);
          for (const item of batch) item.resolve({ replayed: null });
        } catch {
          for (const item of batch) await writeAlone(item);
        }
      }
    } finally {
      writing = false;
    }
  }

  return {
    /**
     * Stores the lead and, unless it is spam, its outbox entry, in one transaction, and resolves
     * once that is committed. With an idempotency key already used, stores nothing and returns
     * the first answer.
     */
    insert(lead: NewLead, now = new Date()): Promise<{ replayed: StoredAnswer | null }> {
      return new Promise((resolve, reject) => {
        queue.push({ lead, createdAt: iso(now), resolve, reject });
        void drain();
      });
    },

    /**
     * Claims up to `limit` due deliveries for `leaseMs` under a fresh token. On PostgreSQL,
     * SKIP LOCKED lets several nodes claim at once without taking the same rows; SQLite has one
     * writer at a time.
     */
    async claimDue(limit: number, leaseMs: number, now = new Date()): Promise<Claim> {
      const token = randomUUID();
      const due = db
        .selectFrom("lead_outbox")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", iso(now))
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", iso(now))]))
        .orderBy("id")
        .limit(limit)
        .$if(kind === "postgres", (query) => query.forUpdate().skipLocked());
      const claimed = await db
        .updateTable("lead_outbox")
        .set({ locked_until: iso(new Date(now.getTime() + leaseMs)), claim_token: token })
        .where("id", "in", due)
        .returning(["id", "lead_id", "attempts"])
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

    async list(options: { limit?: number; form?: string } = {}): Promise<LeadRow[]> {
      const rows = await db
        .selectFrom("leads")
        .leftJoin("lead_outbox", "lead_outbox.lead_id", "leads.id")
        .select([
          "leads.public_id",
          "leads.form",
          "leads.created_at",
          "leads.is_spam",
          "leads.source_page",
          "leads.utm_source",
          "leads.conversation_id",
          "leads.agent_code",
          "leads.payload",
          "lead_outbox.status",
          "lead_outbox.attempts",
          "lead_outbox.last_error",
        ])
        .$if(Boolean(options.form), (query) => query.where("leads.form", "=", options.form!))
        .orderBy("leads.id", "desc")
        .$if(options.limit !== undefined, (query) => query.limit(options.limit!))
        .execute();
      return rows.map((row) => ({
        reference: row.public_id,
        form: row.form,
        createdAt: row.created_at,
        isSpam: row.is_spam === 1,
        sourcePage: row.source_page,
        utmSource: row.utm_source,
        conversationId: row.conversation_id,
        agentCode: row.agent_code,
        payload: JSON.parse(row.payload) as Record<string, unknown>,
        delivery: row.status ?? "not sent",
        attempts: row.attempts ?? 0,
        lastError: row.last_error,
      }));
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom("leads")
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
