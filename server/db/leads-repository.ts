import { sql, type Kysely } from "kysely";
import type { DatabaseKind } from "./database";
import { createGroupCommit } from "./group-commit";
import { createLeadListing } from "./lead-listing";
import { createLeadOutbox } from "./lead-outbox";
import type { Database } from "./schema";
import { isDatabaseFault } from "./storage-errors";
import { inDurableTransaction } from "./transaction";

/**
 * Every query on leads and their delivery outbox; nothing else touches these tables. New leads
 * are stored here (by group commit); the outbox (lead-outbox.ts) and the operators' listing
 * (lead-listing.ts) are the other two jobs.
 */

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
  /** A quote's lead: its email to send through the outbox as well (ADR 0043). */
  mail?: { quoteId: string; recipientHash: string };
}

export interface StoredAnswer {
  form: string;
  status: number;
  body: string;
}

export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    /UNIQUE constraint/.test(message ?? "")
  );
}

/** A lead waiting for its group commit. */
interface PendingLead {
  lead: NewLead;
  createdAt: string;
}

interface InsertResult {
  replayed: StoredAnswer | null;
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

  /**
   * One transaction for the leads and the outbox entries of those that are not spam: each
   * one's CRM delivery, and a quote's email.
   */
  async function write(batch: PendingLead[]): Promise<void> {
    await inDurableTransaction(db, kind, async (trx) => {
      const ids = await trx
        .insertInto("leads")
        .values(batch.map(({ lead, createdAt }) => leadRow(lead, createdAt)))
        .returning(["id", "public_id"])
        .execute();
      const idOf = new Map(ids.map((row) => [row.public_id, row.id]));
      const outbox = batch
        .filter(({ lead }) => !lead.isSpam)
        .flatMap(({ lead, createdAt }) => {
          // Every column named in every row: a batch is one insert of the same columns.
          const entry = {
            lead_id: idOf.get(lead.publicId)!,
            channel: "crm" as const,
            quote_id: null,
            recipient_hash: null,
            status: "pending" as const,
            next_attempt_at: createdAt,
            created_at: createdAt,
          };
          const { mail } = lead;
          return mail
            ? [
                entry,
                {
                  ...entry,
                  channel: "mail" as const,
                  quote_id: mail.quoteId,
                  recipient_hash: mail.recipientHash,
                },
              ]
            : [entry];
        });
      if (outbox.length > 0) await trx.insertInto("lead_outbox").values(outbox).execute();
    });
  }

  const store = createGroupCommit<PendingLead, InsertResult>({
    writeBatch: write,
    async writeAlone(item) {
      try {
        await write([item]);
        return { replayed: null };
      } catch (error) {
        // The same key sent twice: the later request answers what the first one stored.
        const replayed =
          item.lead.idempotencyKey && isUniqueViolation(error)
            ? await answerFor(item.lead.idempotencyKey).catch(() => null)
            : null;
        if (replayed) return { replayed };
        throw error;
      }
    },
    committed: { replayed: null },
    maxBatch: MAX_BATCH,
    itemFault: (error) => !isDatabaseFault(error),
  });

  return {
    /**
     * Stores the lead and, unless it is spam, its outbox entry, in one transaction, and resolves
     * once that is committed. With an idempotency key already used, stores nothing and returns
     * the first answer.
     */
    insert(lead: NewLead, now = new Date()): Promise<InsertResult> {
      return store({ lead, createdAt: now.toISOString() });
    },
    /** How many quote emails went (or wait to go) to this recipient since `since`. */
    async mailsTo(recipientHash: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom("lead_outbox")
        .select(sql<number>`count(*)`.as("n"))
        .where("recipient_hash", "=", recipientHash)
        .where("created_at", ">=", since.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** How many quote emails leads from this client asked for since `since`. */
    async mailsFrom(clientHash: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom("lead_outbox")
        .innerJoin("leads", "leads.id", "lead_outbox.lead_id")
        .select(sql<number>`count(*)`.as("n"))
        .where("lead_outbox.channel", "=", "mail")
        .where("leads.client_hash", "=", clientHash)
        .where("lead_outbox.created_at", ">=", since.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    ...createLeadOutbox(db, kind),
    ...createLeadListing(db),
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
