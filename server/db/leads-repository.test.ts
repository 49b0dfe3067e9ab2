import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSqliteDatabase,
  databaseEngines,
  type TestDatabase,
} from "../../tests/support/databases";
import { loadConfig } from "../../platform/config";
import { createDataLayer, type DataLayer } from "./database";
import type { Claim } from "./lead-outbox";
import { newLead } from "../../tests/support/leads";
import { createLeadsRepository, type LeadsRepository } from "./leads-repository";
import { migrateToLatest } from "./migrate";

const engines = await databaseEngines();

const lead = newLead;

describe.each(engines)("leads repository on $name", ({ create, skip }) => {
  let database: TestDatabase;
  let data: DataLayer;
  let leads: LeadsRepository;

  beforeAll(async () => {
    if (skip) return;
    database = await create();
    data = createDataLayer(loadConfig({ DATABASE_URL: database.url }).database);
    await migrateToLatest(data.db, data.kind);
    leads = createLeadsRepository(data.db, data.kind);
  });
  afterAll(async () => {
    if (skip) return;
    await data.close();
    await database.drop();
  });

  it.skipIf(skip)(
    "commits a burst of leads together, each with its outbox entry unless spam",
    async () => {
      const burst = Array.from({ length: 60 }, (_, i) => lead({ isSpam: i % 10 === 0 }));
      const results = await Promise.all(burst.map((item) => leads.insert(item)));
      expect(results.every((result) => result.replayed === null)).toBe(true);
      const stored = await leads.list();
      const ours = stored.filter((row) => burst.some((item) => item.publicId === row.reference));
      expect(ours).toHaveLength(60);
      expect(ours.filter((row) => row.delivery === "pending")).toHaveLength(54);
      expect(ours.filter((row) => row.isSpam && row.delivery === "not sent")).toHaveLength(6);
    },
  );

  it.skipIf(skip)(
    "stores one lead for a key sent several times at once, answering the first",
    async () => {
      const key = `key-${crypto.randomUUID()}`;
      const copies = Array.from({ length: 4 }, () => lead({ idempotencyKey: key }));
      const others = Array.from({ length: 4 }, () => lead());
      const results = await Promise.all([...copies, ...others].map((item) => leads.insert(item)));
      expect(results.filter((result) => result.replayed === null)).toHaveLength(5);
      expect(results.filter((result) => result.replayed?.body === '{"message":"ok"}')).toHaveLength(
        3,
      );
      const stored = await leads.list();
      expect(
        stored.filter((row) => others.some((item) => item.publicId === row.reference)),
      ).toHaveLength(4);
    },
  );

  it.skipIf(skip)("lets one worker claim a delivery until its lease runs out", async () => {
    await leads.insert(lead());
    const now = new Date(Date.now() + 1_000);
    const first = await leads.claimDue("crm", 500, 60_000, now);
    expect(first.deliveries.length).toBeGreaterThan(0);
    expect((await leads.claimDue("crm", 500, 60_000, now)).deliveries).toEqual([]);
    const later = await leads.claimDue("crm", 500, 60_000, new Date(now.getTime() + 61_000));
    const ids = (claim: Claim) => claim.deliveries.map((item) => item.outboxId).sort();
    expect(ids(later)).toEqual(ids(first));
    const delivered = ids(later).map((outboxId) => ({ outboxId, delivered: true as const }));
    expect((await leads.complete(later.token, delivered)).sort()).toEqual(ids(later));
    expect(
      (await leads.claimDue("crm", 500, 60_000, new Date(now.getTime() + 200_000))).deliveries,
    ).toEqual([]);
  });

  it.skipIf(skip)(
    "fences a claim: once another worker holds it, the first can neither renew nor complete it",
    async () => {
      const item = lead();
      await leads.insert(item);
      const now = new Date(Date.now() + 300_000);
      const mine = (claim: Claim) =>
        claim.deliveries.find((delivery) => delivery.lead.publicId === item.publicId)!.outboxId;
      const stale = await leads.claimDue("crm", 500, 1_000, now);
      const id = mine(stale);
      expect(await leads.renewClaim(stale.token, [id], 1_000, now)).toEqual([id]);
      // The first worker stalls past its lease; a second takes the lead over.
      const current = await leads.claimDue("crm", 500, 60_000, new Date(now.getTime() + 5_000));
      expect(mine(current)).toBe(id);
      expect(await leads.renewClaim(stale.token, [id], 1_000)).toEqual([]);
      expect(await leads.complete(stale.token, [{ outboxId: id, delivered: true }])).toEqual([]);
      expect(
        await leads.complete(stale.token, [
          { outboxId: id, delivered: false, error: "late", next: { retryAt: new Date() } },
        ]),
      ).toEqual([]);
      const row = (await leads.list()).find((r) => r.reference === item.publicId);
      expect(row).toMatchObject({ delivery: "pending", attempts: 0 });
      expect(await leads.complete(current.token, [{ outboxId: id, delivered: true }])).toEqual([
        id,
      ]);
      expect((await leads.list()).find((r) => r.reference === item.publicId)).toMatchObject({
        delivery: "delivered",
        attempts: 1,
      });
    },
  );

  it.skipIf(skip)("parks a failed delivery and queues it again for an operator", async () => {
    const item = lead();
    await leads.insert(item);
    const claim = await leads.claimDue("crm", 500, 60_000, new Date(Date.now() + 1_000));
    const [claimed] = claim.deliveries.filter(
      (delivery) => delivery.lead.publicId === item.publicId,
    );
    expect(claimed).toBeDefined();
    await leads.complete(claim.token, [
      {
        outboxId: claimed!.outboxId,
        delivered: false,
        error: "CRM webhook: answered 503",
        next: { park: true },
      },
    ]);
    const parked = (await leads.list()).find((row) => row.reference === item.publicId);
    expect(parked).toMatchObject({
      delivery: "failed",
      attempts: 1,
      lastError: "CRM webhook: answered 503",
    });
    expect(await leads.retryFailed([item.publicId])).toBe(1);
    expect((await leads.list()).find((row) => row.reference === item.publicId)?.delivery).toBe(
      "pending",
    );
  });
});

describe("the outbox on SQLite while another process holds the write lock", () => {
  it("polls without waiting on the lock when nothing is due", async () => {
    const database = createSqliteDatabase();
    const data = createDataLayer(loadConfig({ DATABASE_URL: database.url }).database);
    await migrateToLatest(data.db, data.kind);
    const outbox = createLeadsRepository(data.db, data.kind);
    // Another process's write transaction (a CLI command, say): a writer here would wait for
    // the busy timeout, blocking the event loop, and then fail.
    const other = new SQLite(database.url);
    other.exec("BEGIN IMMEDIATE");
    try {
      expect((await outbox.claimDue("crm", 10, 60_000)).deliveries).toEqual([]);
      expect((await outbox.claimDue("mail", 10, 60_000)).deliveries).toEqual([]);
    } finally {
      other.exec("ROLLBACK");
      other.close();
      await data.close();
      await database.drop();
    }
  });
});
