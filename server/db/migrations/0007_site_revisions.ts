import type { Kysely } from "kysely";

/**
 * Each site counts its changes (ADR 0074): a check's revision is the sum of its sites', which
 * grows with every change a poll could see, so a node serves a check it has already written out
 * again until that sum moves, without reading its findings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("multi_site_sites")
    .addColumn("revision", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("multi_site_sites").dropColumn("revision").execute();
}
