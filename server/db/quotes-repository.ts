import type { Kysely } from "kysely";
import type { Quote } from "../../domain/quotes/quote";
import { isUniqueViolation } from "./leads-repository";
import type { Database } from "./schema";

/**
 * Every query on quotes (ADR 0043): stored once, read by id, purged after the retention (their
 * PDFs with them).
 */
export function createQuotesRepository(db: Kysely<Database>) {
  return {
    /** Stores the snapshot; "reference-taken" when another quote already has its reference. */
    async insert(quote: Quote): Promise<"stored" | "reference-taken"> {
      try {
        await db
          .insertInto("quotes")
          .values({
            id: quote.id,
            reference: quote.reference,
            journey: quote.journey,
            snapshot: JSON.stringify(quote),
            created_at: quote.createdAt,
            valid_until: quote.validUntil,
          })
          .execute();
        return "stored";
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const taken = await db
          .selectFrom("quotes")
          .select("id")
          .where("reference", "=", quote.reference)
          .executeTakeFirst();
        if (taken) return "reference-taken";
        throw error;
      }
    },

    async find(id: string): Promise<Quote | null> {
      const row = await db
        .selectFrom("quotes")
        .select("snapshot")
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? (JSON.parse(row.snapshot) as Quote) : null;
    },

    /** The quote's PDF as first rendered, or null when it has not been yet. */
    async findPdf(id: string): Promise<Buffer | null> {
      const row = await db
        .selectFrom("quote_pdfs")
        .select("pdf")
        .where("quote_id", "=", id)
        .executeTakeFirst();
      return row ? Buffer.from(row.pdf) : null;
    },

    /** Keeps the quote's PDF; the first one kept stays (every render of a quote is the same). */
    async keepPdf(id: string, pdf: Uint8Array): Promise<void> {
      await db
        .insertInto("quote_pdfs")
        .values({ quote_id: id, pdf })
        .onConflict((conflict) => conflict.column("quote_id").doNothing())
        .execute();
    },

    /** Removes the quotes made before `cutoff`; resolves to how many went. */
    async purgeCreatedBefore(cutoff: Date): Promise<number> {
      const result = await db
        .deleteFrom("quotes")
        .where("created_at", "<", cutoff.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
