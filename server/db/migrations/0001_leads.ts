import { sql, type Kysely } from "kysely";
import type { MigrationContext } from "./context";

/** Leads and their delivery outbox: written in one transaction before a lead is acknowledged. */
export async function up(db: Kysely<unknown>, { kind }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", "integer", (col) =>
      kind === "sqlite"
        ? col.primaryKey().autoIncrement()
        : col.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("public_id", "varchar(36)", (col) => col.notNull().unique())
    .addColumn("form", "varchar(64)", (col) => col.notNull())
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("source_page", "varchar(2048)")
    .addColumn("utm_source", "varchar(255)")
    .addColumn("conversation_id", "varchar(255)")
    .addColumn("agent_code", "varchar(50)")
    .addColumn("client_hash", "varchar(64)")
    .addColumn("user_agent", "varchar(512)")
    .addColumn("is_spam", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("idempotency_key", "varchar(128)", (col) => col.unique())
    .addColumn("response_status", "integer", (col) => col.notNull())
    .addColumn("response_body", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();

  await db.schema
    .createTable("lead_outbox")
    .addColumn("id", "integer", (col) =>
      kind === "sqlite"
        ? col.primaryKey().autoIncrement()
        : col.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("lead_id", "integer", (col) =>
      col.notNull().references("leads.id").onDelete("cascade"),
    )
    .addColumn("status", "varchar(16)", (col) =>
      col.notNull().check(sql`status in ('pending', 'delivered', 'failed')`),
    )
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(32)", (col) => col.notNull())
    .addColumn("locked_until", "varchar(32)")
    .addColumn("last_error", "varchar(1024)")
    .addColumn("delivered_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("lead_outbox_due")
    .on("lead_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_outbox").execute();
  await db.schema.dropTable("leads").execute();
}
