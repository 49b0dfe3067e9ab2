import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../platform/config";
import { createSqliteDatabase } from "../../tests/support/databases";
import { createDataLayer } from "../db/database";
import { newLead } from "../../tests/support/leads";
import { createLeadsRepository } from "../db/leads-repository";
import { migrateToLatest } from "../db/migrate";
import { retryDelay, startLeadDelivery } from "./lead-delivery";

describe("retry delay", () => {
  it("doubles from the base with each attempt", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, 30_000, middle))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it("spreads retries by up to 20 % either way", () => {
    expect(retryDelay(1, 30_000, () => 0)).toBe(24_000);
    expect(retryDelay(1, 30_000, () => 1)).toBe(36_000);
  });

  it("never waits more than six hours between attempts", () => {
    expect(retryDelay(30, 30_000, () => 0.5)).toBe(6 * 60 * 60 * 1000);
  });
});

describe("the outbox worker", () => {
  it("keeps a claim on an entry sent early until the whole claim is on record", async () => {
    const database = createSqliteDatabase();
    const data = createDataLayer(loadConfig({ DATABASE_URL: database.url }).database);
    await migrateToLatest(data.db, data.kind);
    const leads = createLeadsRepository(data.db, data.kind);
    const leaseMs = 300;
    const sent: string[] = [];
    let releaseSlow!: () => void;
    const slowDone = new Promise<void>((resolve) => (releaseSlow = resolve));
    try {
      const quick = crypto.randomUUID();
      const slow = crypto.randomUUID();
      for (const publicId of [quick, slow]) await leads.insert(newLead({ publicId }));
      const worker = startLeadDelivery({
        leads,
        channel: "crm",
        deliver: async (item) => {
          sent.push(item.lead.publicId);
          if (item.lead.publicId === slow) await slowDone;
        },
        logger: pino({ level: "silent" }),
        pollMs: 10_000,
        retryBaseMs: 1_000,
        giveUpMs: 60_000,
        leaseMs,
      });
      worker.nudge();
      // Well past the lease of the quick one's claim: another node finds nothing to take.
      await new Promise((resolve) => setTimeout(resolve, leaseMs * 4));
      expect((await leads.claimDue("crm", 10, leaseMs)).deliveries).toEqual([]);
      releaseSlow();
      await worker.stop();
      expect(sent.sort()).toEqual([quick, slow].sort());
      const rows = await leads.list();
      expect(rows.map((row) => row.delivery)).toEqual(["delivered", "delivered"]);
    } finally {
      releaseSlow();
      await data.close();
      await database.drop();
    }
  });
});
