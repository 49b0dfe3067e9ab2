import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type pg from "pg";
import { ConfigError, type Config } from "../../platform/config";
import type { Database } from "./schema";

export type DatabaseSettings = Config["database"];
export type DatabaseKind = DatabaseSettings["kind"];

export interface DataLayer {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/**
 * A missing folder is made only for the demo's default database: anywhere else it means a
 * wrong path or an unmounted volume, and a fresh empty database would hide the real leads.
 */
function openSqlite({ file, createFolder }: { file: string; createFolder: boolean }) {
  if (file !== ":memory:") {
    const folder = dirname(resolve(file));
    if (createFolder) mkdirSync(folder, { recursive: true });
    else if (!existsSync(folder)) {
      throw new ConfigError(
        `DATABASE_URL: the folder ${folder} does not exist. Create it (or mount its volume) first; the site will not start on a new empty database there.`,
      );
    }
  }
  const connection = new SQLite(file);
  // WAL lets readers carry on while a lead is being written. NORMAL survives a process crash;
  // the commits a visitor is answered on also survive a power cut: they sync the WAL
  // (inDurableTransaction, ADR 0044), and with it every commit before them.
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = NORMAL");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("foreign_keys = ON");
  return connection;
}

/**
 * pg is imported when Kysely first asks for the pool, only on PostgreSQL: SQLite's nodes start
 * without it (ADR 0058).
 *
 * @param onConnectionError told when PostgreSQL drops an idle connection (a restart, a
 *   failover). The pool replaces the connection; without a listener the error would end the
 *   process.
 */
async function createPool(
  url: string,
  onConnectionError: (error: Error) => void,
): Promise<pg.Pool> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3_000 });
  pool.on("error", onConnectionError);
  return pool;
}

export function createDataLayer(
  database: DatabaseSettings,
  onConnectionError: (error: Error) => void = () => undefined,
): DataLayer {
  const db =
    database.kind === "sqlite"
      ? new Kysely<Database>({
          dialect: new SqliteDialect({ database: openSqlite(database) }),
        })
      : new Kysely<Database>({
          dialect: new PostgresDialect({ pool: () => createPool(database.url, onConnectionError) }),
        });

  return {
    db,
    kind: database.kind,
    close: () => db.destroy(),
  };
}
