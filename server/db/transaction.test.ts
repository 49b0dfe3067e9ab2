import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngines, type TestDatabase } from "../../tests/support/databases";
import { loadConfig } from "../../platform/config";
import { createDataLayer, type DataLayer } from "./database";
import { migrateToLatest } from "./migrate";
import type { Database } from "./schema";
import { inDurableTransaction } from "./transaction";

const engines = await databaseEngines();
const sqlite = engines.find((engine) => engine.name === "sqlite")!;

/** SQLite's safety level on the connection right now: 1 NORMAL, 2 FULL. */
async function safetyLevel(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
  return rows[0]!.synchronous;
}

describe("a durable transaction on SQLite", () => {
  let database: TestDatabase;
  let data: DataLayer;

  beforeAll(async () => {
    database = await sqlite.create();
    data = createDataLayer(loadConfig({ DATABASE_URL: database.url }).database);
    await migrateToLatest(data.db, data.kind);
  });
  afterAll(async () => {
    await data.close();
    await database.drop();
  });

  it("syncs its own commit to the disk, and leaves the others unsynced", async () => {
    expect(await safetyLevel(data.db)).toBe(1);
    const inside = await inDurableTransaction(data.db, data.kind, async (trx) => {
      const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(trx);
      return rows[0]!.synchronous;
    });
    expect(inside).toBe(2);
    expect(await safetyLevel(data.db)).toBe(1);
  });

  it("rolls back and goes back to unsynced commits when its work fails", async () => {
    const failed = inDurableTransaction(data.db, data.kind, async (trx) => {
      await trx
        .insertInto("readiness_probe")
        .values({ checked_at: new Date().toISOString() })
        .execute();
      throw new Error("the work failed");
    });
    await expect(failed).rejects.toThrow("the work failed");
    const probes = await data.db.selectFrom("readiness_probe").select("id").execute();
    expect(probes).toEqual([]);
    expect(await safetyLevel(data.db)).toBe(1);
  });
});
