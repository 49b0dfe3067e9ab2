import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngines, type TestDatabase } from "../../tests/support/databases";
import { loadConfig } from "../../platform/config";
import { newQuoteId, newQuoteReference } from "../../domain/quotes/quote-names";
import type { PlanQuote } from "../../domain/quotes/quote";
import { createDataLayer, type DataLayer } from "./database";
import { migrateToLatest } from "./migrate";
import { createQuotesRepository, type QuotesRepository } from "./quotes-repository";

const engines = await databaseEngines();

function quote(createdAt: string, overrides: Partial<PlanQuote> = {}): PlanQuote {
  return {
    id: newQuoteId(),
    reference: newQuoteReference(),
    journey: "nbn",
    businessName: "Ōtaki Organics — «Café» 🌿",
    address: "'; drop table quotes; -- 5 Providence Pde, Ripley QLD 4306",
    locationId: "LOC000123456789",
    plan: {
      id: "SMB-NBN-100",
      title: "Business nbn 100",
      speed: "100/40",
      price: 105,
      special: null,
    },
    phoneLine: null,
    extras: [],
    totals: { monthly: 105, afterSpecial: null, upfront: 0, minimumCharge: 105 },
    contractTerm: "Month to month, no lock-in contract",
    documents: [{ title: "Key fact sheet", url: "https://legal.tidewire.example/kfs" }],
    createdAt,
    validUntil: new Date(Date.parse(createdAt) + 30 * 86_400_000).toISOString(),
    ...overrides,
  };
}

describe.each(engines)("quotes repository on $name", ({ create, skip }) => {
  let database: TestDatabase;
  let data: DataLayer;
  let quotes: QuotesRepository;

  beforeAll(async () => {
    if (skip) return;
    database = await create();
    data = createDataLayer(loadConfig({ DATABASE_URL: database.url }).database);
    await migrateToLatest(data.db, data.kind);
    quotes = createQuotesRepository(data.db);
  });
  afterAll(async () => {
    if (skip) return;
    await data.close();
    await database.drop();
  });

  it.skipIf(skip)("gives back exactly the snapshot it stored, by id only", async () => {
    const stored = quote("2026-11-26T10:00:00.000Z");
    expect(await quotes.insert(stored)).toBe("stored");
    expect(await quotes.find(stored.id)).toEqual(stored);
    expect(await quotes.find(newQuoteId())).toBeNull();
    expect(await quotes.find(stored.reference)).toBeNull();
  });

  it.skipIf(skip)("says when a reference is taken, and stores nothing for it", async () => {
    const first = quote("2026-11-26T11:00:00.000Z");
    await quotes.insert(first);
    const second = quote("2026-11-26T11:00:01.000Z", { reference: first.reference });
    expect(await quotes.insert(second)).toBe("reference-taken");
    expect(await quotes.find(second.id)).toBeNull();
  });

  it.skipIf(skip)("keeps a quote's first PDF byte for byte, and only the first", async () => {
    const stored = quote("2026-11-26T12:00:00.000Z");
    await quotes.insert(stored);
    expect(await quotes.findPdf(stored.id)).toBeNull();
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a, 0x80]);
    await quotes.keepPdf(stored.id, pdf);
    await quotes.keepPdf(stored.id, Buffer.from("%PDF a later render"));
    expect(await quotes.findPdf(stored.id)).toEqual(pdf);
  });

  it.skipIf(skip)("keeps no PDF for a quote it does not hold", async () => {
    await expect(quotes.keepPdf(newQuoteId(), Buffer.from("%PDF"))).rejects.toThrow();
  });

  it.skipIf(skip)(
    "purges the quotes made before a date and their PDFs, and keeps the rest",
    async () => {
      const old = quote("2025-01-01T00:00:00.000Z");
      const recent = quote("2026-11-01T00:00:00.000Z");
      await quotes.insert(old);
      await quotes.insert(recent);
      await quotes.keepPdf(old.id, Buffer.from("%PDF old"));
      await quotes.keepPdf(recent.id, Buffer.from("%PDF recent"));
      expect(await quotes.purgeCreatedBefore(new Date("2025-11-26T00:00:00.000Z"))).toBe(1);
      expect(await quotes.find(old.id)).toBeNull();
      expect(await quotes.findPdf(old.id)).toBeNull();
      expect(await quotes.find(recent.id)).toEqual(recent);
      expect(await quotes.findPdf(recent.id)).toEqual(Buffer.from("%PDF recent"));
    },
  );
});
