import type { Kysely } from "kysely";

/**
 * Quotes (ADR 0043): each an immutable snapshot, opened by its unguessable id, read out by its
 * reference, and purged once older than the retention period (created_at's index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("quotes")
    .addColumn("id", "varchar(26)", (col) => col.primaryKey())
    .addColumn("reference", "varchar(11)", (col) => col.notNull().unique())
    .addColumn("journey", "varchar(16)", (col) => col.notNull())
    .addColumn("snapshot", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("valid_until", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("quotes_created_at").on("quotes").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quotes").execute();
}
