import { sql, type Kysely } from "kysely";
import type { Database, OutboxChannel, OutboxStatus } from "./schema";

/** What operators see of the leads (npm run leads): newest first, with how delivery went. */

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

export function createLeadListing(db: Kysely<Database>) {
  return {
    async list(options: { limit?: number; form?: string } = {}): Promise<LeadRow[]> {
      const rows = await db
        .selectFrom("leads")
        // The lead's CRM delivery (a quote's email is the outbox's other channel).
        .leftJoin("lead_outbox", (join) =>
          join.onRef("lead_outbox.lead_id", "=", "leads.id").on("lead_outbox.channel", "=", "crm"),
        )
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

    /** Leads waiting for the CRM (parked ones excluded) and when the oldest was stored. */
    async pendingDeliveries(
      channel: OutboxChannel,
    ): Promise<{ count: number; oldestCreatedAt: string | null }> {
      const row = await db
        .selectFrom("lead_outbox")
        .select([sql<number>`count(*)`.as("n"), sql<string | null>`min(created_at)`.as("oldest")])
        .where("status", "=", "pending")
        .where("channel", "=", channel)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), oldestCreatedAt: row.oldest };
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
