import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * A quote's PDF, rendered once (ADR 0043): by its email or its first download, whichever asks
 * first, on whichever node, and read back by the other. It goes with its quote.
 */
export async function up(db: Kysely<unknown>, { kind }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("quote_pdfs")
    .addColumn("quote_id", "varchar(26)", (col) =>
      col.primaryKey().references("quotes.id").onDelete("cascade"),
    )
    .addColumn("pdf", kind === "postgres" ? "bytea" : "blob", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quote_pdfs").execute();
}
