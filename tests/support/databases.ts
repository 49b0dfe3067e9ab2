import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** The PostgreSQL the development and CI machines run; override with TEST_POSTGRES_URL. */
export const ADMIN_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ??
  (process.env.DATABASE_URL?.startsWith("postgres") ? process.env.DATABASE_URL : undefined) ??
  "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  kind: "sqlite" | "postgres";
  url: string;
  drop(): Promise<void>;
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: ADMIN_POSTGRES_URL,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh, empty PostgreSQL database for one test run, dropped afterwards. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `tidewire_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    kind: "postgres",
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A fresh SQLite file in its own temporary folder, removed afterwards. */
export function createSqliteDatabase(): TestDatabase {
  const folder = mkdtempSync(join(tmpdir(), "tidewire-db-"));
  return {
    kind: "sqlite",
    url: join(folder, "site.db"),
    drop: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

/**
 * The database a test server should use: PostgreSQL when the run was started with a postgres
 * DATABASE_URL (so the whole suite can run on either engine), SQLite otherwise.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  return process.env.DATABASE_URL?.startsWith("postgres")
    ? createPostgresDatabase()
    : createSqliteDatabase();
}

/** The engines a data-layer test runs on: SQLite always, PostgreSQL when it answers. */
export async function databaseEngines() {
  const pgAvailable = await postgresReachable();
  if (!pgAvailable) console.log("SKIPPING PostgreSQL tests: nothing answers on 127.0.0.1:5432");
  return [
    { name: "sqlite", create: async () => createSqliteDatabase(), skip: false },
    { name: "postgres", create: createPostgresDatabase, skip: !pgAvailable },
  ] as const;
}
