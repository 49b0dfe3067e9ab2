import type { Kysely } from "kysely";

/**
 * The quote email goes through the lead outbox (ADR 0043): a second entry for a quote's lead on
 * the "mail" channel, naming its quote, claimed and retried like a CRM delivery. The recipient's
 * keyed hash counts the quote emails an address got in the last hour without a JSON query.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("lead_outbox")
    .addColumn("channel", "varchar(8)", (col) => col.notNull().defaultTo("crm"))
    .execute();
  await db.schema.alterTable("lead_outbox").addColumn("quote_id", "varchar(26)").execute();
  await db.schema.alterTable("lead_outbox").addColumn("recipient_hash", "varchar(64)").execute();
  // Each channel's worker claims its own due entries.
  await db.schema
    .createIndex("lead_outbox_channel_due")
    .on("lead_outbox")
    .columns(["channel", "status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("lead_outbox_recipient")
    .on("lead_outbox")
    .columns(["recipient_hash", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("lead_outbox_recipient").execute();
  await db.schema.dropIndex("lead_outbox_channel_due").execute();
  for (const column of ["recipient_hash", "quote_id", "channel"]) {
    await db.schema.alterTable("lead_outbox").dropColumn(column).execute();
  }
}
