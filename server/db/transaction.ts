import type { Kysely, Transaction } from "kysely";

/**
 * Runs `work` in a transaction and commits it. Unlike Kysely's `transaction().execute()`, a
 * failure keeps its own error: when SQLite has already rolled back by itself (SQLITE_FULL, an
 * I/O error), the rollback that follows fails with "cannot rollback - no transaction is
 * active", and that message would otherwise replace the cause an operator needs to read.
 */
export async function inTransaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const trx = await db.startTransaction().execute();
  try {
    const result = await work(trx);
    await trx.commit().execute();
    return result;
  } catch (error) {
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    throw error;
  }
}
