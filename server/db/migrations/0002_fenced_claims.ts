import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Fenced delivery claims (ADR 0011): each claim carries a token that only its holder can
 * complete, so a node whose claim ran out and passed to another cannot mark the lead. And the
 * table /readyz writes to, to know this node can still commit.
 */
export async function up(db: Kysely<unknown>, { kind }: MigrationContext): Promise<void> {
  await db.schema.alterTable("lead_outbox").addColumn("claim_token", "varchar(36)").execute();
  await db.schema
    .createTable("readiness_probe")
    .addColumn("id", "integer", (col) =>
      kind === "sqlite"
        ? col.primaryKey().autoIncrement()
        : col.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("checked_at", "varchar(32)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("readiness_probe").execute();
  await db.schema.alterTable("lead_outbox").dropColumn("claim_token").execute();
}
