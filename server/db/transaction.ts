import { sql, type Kysely, type Transaction } from "kysely";
import type { DatabaseKind } from "./database";

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

/**
 * Runs `work` in a transaction that a power cut cannot take back once it has committed: the
 * writes a visitor is answered on (a lead, and the quote stored just before it). SQLite syncs
 * its log to the disk at this commit only (synchronous FULL, ADR 0044); every other commit
 * (a claim, a delivery marked, a PDF kept) waits for no disk, and becomes as durable as this
 * one at the next such commit. PostgreSQL syncs every commit, as it always did.
 */
export async function inDurableTransaction<DB, T>(
  db: Kysely<DB>,
  kind: DatabaseKind,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (kind !== "sqlite") return inTransaction(db, work);
  // One connection throughout: SQLite changes its safety level between transactions only.
  return db.connection().execute(async (connection) => {
    await sql`PRAGMA synchronous = FULL`.execute(connection);
    try {
      return await inTransaction(connection, work);
    } finally {
      // Failing, the connection stays at FULL: every commit slower, none less durable.
      await sql`PRAGMA synchronous = NORMAL`.execute(connection).catch(() => undefined);
    }
  });
}
