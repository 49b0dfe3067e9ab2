import type { Kysely } from "kysely";

/**
 * Multi-site checks (ADR 0074): a check is its speed and who asked (the client's keyed hash,
 * for the per-client limits); each of its sites is a row that any node's worker claims, as
 * the lead outbox's entries are claimed (a lease under a token), so a node that dies mid-check
 * leaves its sites to another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("multi_site_checks")
    .addColumn("id", "varchar(26)", (col) => col.primaryKey())
    .addColumn("client_hash", "varchar(64)")
    .addColumn("speed", "integer", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("multi_site_checks_client")
    .on("multi_site_checks")
    .columns(["client_hash", "created_at"])
    .execute();
  await db.schema
    .createTable("multi_site_sites")
    .addColumn("check_id", "varchar(26)", (col) =>
      col.notNull().references("multi_site_checks.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("name", "varchar(80)")
    .addColumn("address", "varchar(200)", (col) => col.notNull())
    .addColumn("chosen_address", "varchar(200)")
    .addColumn("status", "varchar(8)", (col) => col.notNull())
    .addColumn("findings", "text")
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("locked_until", "varchar(32)")
    .addColumn("claim_token", "varchar(36)")
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .addPrimaryKeyConstraint("multi_site_sites_pk", ["check_id", "position"])
    .execute();
  // The workers' claim: pending sites, in the order they were asked for.
  await db.schema
    .createIndex("multi_site_sites_due")
    .on("multi_site_sites")
    .columns(["status", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("multi_site_sites").execute();
  await db.schema.dropTable("multi_site_checks").execute();
}
