import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPostgresDatabase,
  createSqliteDatabase,
  postgresReachable,
  type TestDatabase,
} from "../../tests/support/databases";
import { loadConfig } from "../config";
import { createDataLayer, type DataLayer } from "./database";
import { createLeadsRepository, type LeadsRepository, type NewLead } from "./leads-repository";
import { migrateToLatest } from "./migrate";

const pgAvailable = await postgresReachable();

const engines = [
  { name: "sqlite", create: async () => createSqliteDatabase(), skip: false },
  { name: "postgres", create: createPostgresDatabase, skip: !pgAvailable },
] as const;

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    publicId: crypto.randomUUID(),
    form: "contact",
    payload: { first_name: "Zoë", description: "'; drop table leads; --" },
    sourcePage: "/contact",
    utmSource: null,
    conversationId: null,
    agentCode: null,
    clientHash: null,
    userAgent: null,
    isSpam: false,
    idempotencyKey: null,
    responseStatus: 201,
    responseBody: '{"message":"ok"}',
    ...overrides,
  };
}

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
    const first = await leads.claimDue(500, 60_000, now);
    expect(first.length).toBeGreaterThan(0);
    expect(await leads.claimDue(500, 60_000, now)).toEqual([]);
    const later = await leads.claimDue(500, 60_000, new Date(now.getTime() + 61_000));
    expect(later.map((item) => item.outboxId).sort()).toEqual(
      first.map((item) => item.outboxId).sort(),
    );
    await leads.markDelivered(later.map((item) => item.outboxId));
    expect(await leads.claimDue(500, 60_000, new Date(now.getTime() + 200_000))).toEqual([]);
  });

  it.skipIf(skip)("parks a failed delivery and queues it again for an operator", async () => {
    const item = lead();
    await leads.insert(item);
    const [claimed] = (await leads.claimDue(500, 60_000, new Date(Date.now() + 1_000))).filter(
      (delivery) => delivery.lead.publicId === item.publicId,
    );
    expect(claimed).toBeDefined();
    await leads.markFailedAttempt(claimed!.outboxId, "CRM webhook: answered 503", { park: true });
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
