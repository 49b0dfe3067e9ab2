import { sql, type Kysely } from "kysely";
import type { DatabaseKind } from "./database";
import type { Database, OutboxStatus } from "./schema";

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

/** A lead due for delivery, claimed by one worker until `lockedUntil`. */
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

export function createLeadsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  async function answerFor(idempotencyKey: string): Promise<StoredAnswer | null> {
    const row = await db
      .selectFrom("leads")
      .select(["form", "response_status", "response_body"])
      .where("idempotency_key", "=", idempotencyKey)
      .executeTakeFirst();
    return row ? { form: row.form, status: row.response_status, body: row.response_body } : null;
  }

  return {
    /**
     * Stores the lead and, unless it is spam, its outbox entry, in one transaction. With an
     * idempotency key already used, stores nothing and returns the first answer.
     */
    async insert(lead: NewLead, now = new Date()): Promise<{ replayed: StoredAnswer | null }> {
      try {
        await db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto("leads")
            .values({
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
              created_at: iso(now),
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          if (!lead.isSpam) {
            await trx
              .insertInto("lead_outbox")
              .values({
                lead_id: id,
                status: "pending",
                next_attempt_at: iso(now),
                created_at: iso(now),
              })
              .execute();
          }
        });
        return { replayed: null };
      } catch (error) {
        // Two requests with one key at once: the loser answers what the winner stored.
        if (lead.idempotencyKey && isUniqueViolation(error)) {
          const replayed = await answerFor(lead.idempotencyKey);
          if (replayed) return { replayed };
        }
        throw error;
      }
    },

    /**
     * Claims up to `limit` due deliveries for `leaseMs`. On PostgreSQL, SKIP LOCKED lets several
     * nodes claim at once without taking the same rows; SQLite has one writer at a time.
     */
    async claimDue(limit: number, leaseMs: number, now = new Date()): Promise<ClaimedDelivery[]> {
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
        .set({ locked_until: iso(new Date(now.getTime() + leaseMs)) })
        .where("id", "in", due)
        .returning(["id", "lead_id", "attempts"])
        .execute();
      if (claimed.length === 0) return [];
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
      return claimed.flatMap((row) => {
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
    },

    async markDelivered(outboxId: number, now = new Date()): Promise<void> {
      await db
        .updateTable("lead_outbox")
        .set((eb) => ({
          status: "delivered",
          attempts: eb("attempts", "+", 1),
          delivered_at: iso(now),
          locked_until: null,
          last_error: null,
        }))
        .where("id", "=", outboxId)
        .execute();
    },

    /** A failed attempt: try again at `nextAttemptAt`, or park it for an operator. */
    async markFailedAttempt(
      outboxId: number,
      error: string,
      next: { retryAt: Date } | { park: true },
    ): Promise<void> {
      await db
        .updateTable("lead_outbox")
        .set((eb) => ({
          status: "park" in next ? "failed" : "pending",
          attempts: eb("attempts", "+", 1),
          ...("retryAt" in next ? { next_attempt_at: iso(next.retryAt) } : {}),
          locked_until: null,
          last_error: error.slice(0, 1000),
        }))
        .where("id", "=", outboxId)
        .execute();
    },

    /** Operators: parked (failed) deliveries go back in the queue, due now. */
    async retryFailed(references: string[] = [], now = new Date()): Promise<number> {
      const result = await db
        .updateTable("lead_outbox")
        .set({ status: "pending", next_attempt_at: iso(now), locked_until: null })
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
