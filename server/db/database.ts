import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import pg from "pg";
import type { Config } from "../config";
import type { Database } from "./schema";

export type DatabaseKind = Config["database"]["kind"];

export interface DataLayer {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** True when a trivial query answers: what /readyz reports. */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

function openSqlite(file: string): SQLite.Database {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets readers carry on while a lead is being written; NORMAL is durable under WAL
  // across a process crash (only an OS crash can lose the last commits).
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = NORMAL");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("foreign_keys = ON");
  return connection;
}

/**
 * @param onConnectionError told when PostgreSQL drops an idle connection (a restart, a
 *   failover). The pool replaces the connection; without a listener the error would end the
 *   process.
 */
function createPool(url: string, onConnectionError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3_000 });
  pool.on("error", onConnectionError);
  return pool;
}

export function createDataLayer(
  database: Config["database"],
  onConnectionError: (error: Error) => void = () => undefined,
): DataLayer {
  const db =
    database.kind === "sqlite"
      ? new Kysely<Database>({
          dialect: new SqliteDialect({ database: openSqlite(database.file) }),
        })
      : new Kysely<Database>({
          dialect: new PostgresDialect({ pool: createPool(database.url, onConnectionError) }),
        });

  return {
    db,
    kind: database.kind,
    async isReachable() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}
