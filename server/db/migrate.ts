import type { Kysely } from "kysely";
import { Migrator, NO_MIGRATIONS, type MigrationResultSet } from "kysely/migration";
import type { Logger } from "pino";
import type { Config } from "../../platform/config";
import { createDataLayer, type DatabaseKind } from "./database";
import { migrationsFor } from "./migrations/index";
import type { Database } from "./schema";

function migrator(db: Kysely<Database>, kind: DatabaseKind): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(kind) },
  });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((result) => `${result.migrationName}: ${result.status}`);
}

/** Applies every pending migration; returns one line per migration it ran. */
export async function migrateToLatest(db: Kysely<Database>, kind: DatabaseKind): Promise<string[]> {
  return unwrap(await migrator(db, kind).migrateToLatest());
}

/** Applies the configured database's pending migrations on a connection of its own (a start). */
export async function migrateConfigured(
  database: Config["database"],
  logger: Logger,
): Promise<void> {
  const data = createDataLayer(database);
  try {
    const applied = await migrateToLatest(data.db, data.kind);
    if (applied.length) logger.info({ migrations: applied }, "database migrated");
  } finally {
    await data.close();
  }
}

/** Rolls back everything (tests use it to prove each migration's down step). */
export async function migrateDownAll(db: Kysely<Database>, kind: DatabaseKind): Promise<string[]> {
  return unwrap(await migrator(db, kind).migrateTo(NO_MIGRATIONS));
}
