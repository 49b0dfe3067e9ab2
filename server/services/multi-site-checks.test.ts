import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../platform/config";
import { createSqliteDatabase, type TestDatabase } from "../../tests/support/databases";
import type { MultiSiteCheck } from "../../domain/multi-site/site-check";
import { createDataLayer, type DataLayer } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { createMultiSiteRepository, type MultiSiteRepository } from "../db/multi-site-repository";
import { createMultiSiteChecks } from "./multi-site-checks";

describe("a multi-site check as its page polls it", () => {
  let database: TestDatabase;
  let data: DataLayer;
  let repository: MultiSiteRepository;
  let reads = 0;

  beforeAll(async () => {
    database = await createSqliteDatabase();
    data = createDataLayer(loadConfig({ DATABASE_URL: database.url }).database);
    await migrateToLatest(data.db, data.kind);
    repository = createMultiSiteRepository(data.db);
  });
  afterAll(async () => {
    await data.close();
    await database.drop();
  });

  const service = () =>
    createMultiSiteChecks({
      checks: {
        ...repository,
        find: (id) => ((reads += 1), repository.find(id)),
      },
      hashClient: () => null,
      perClientPerHour: 10,
      runningPerClient: 1,
      nudge: () => {},
    });

  it("is the check's rows as they are, read again only once they have changed", async () => {
    const checks = service();
    const started = await checks.start(
      [
        { name: "Head office", address: "1 George St, Sydney NSW 2000" },
        { name: null, address: "2 George St, Sydney NSW 2000" },
      ],
      100,
      undefined,
    );
    if (started.kind !== "started") throw new Error("the check did not start");
    const poll = async () => JSON.parse((await checks.json(started.id))!) as MultiSiteCheck;

    expect(await poll()).toEqual(await repository.find(started.id));
    reads = 0;
    await poll();
    await poll();
    expect(reads).toBe(0);

    const claim = await repository.claimDue(10, 60_000);
    await repository.record(claim.token, claim.sites[1]!, "failed", {
      problem: "No address found",
    });
    expect((await poll()).rows.map((row) => row.status)).toEqual(["pending", "failed"]);
    // Two findings between polls: the poll shows the last.
    await repository.record(claim.token, claim.sites[0]!, "pending", {
      matchedAddress: "1 GEORGE ST",
    });
    await repository.record(claim.token, claim.sites[0]!, "done", {
      matchedAddress: "1 GEORGE ST",
    });
    expect(await poll()).toMatchObject({ status: "done", rows: [{ status: "done" }, {}] });
    expect(reads).toBe(2);
  });

  it("is nothing for a check that is not there", async () => {
    expect(await service().json("01JDDDDDDDDDDDDDDDDDDDDDDD")).toBeNull();
  });
});
