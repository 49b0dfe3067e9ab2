import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTENT_FILES } from "../content/registry";
import { CELL_MESSAGES, erroredRow, rowFromEntry } from "../pricing/carrier-rows";
import {
  FLIP_CONTRACT_TERM,
  flipQuote,
  priceCheckQuote,
  isQuoteExpired,
  NBN_CONTRACT_TERM,
  nbnQuote,
  quoteValidUntil,
} from "./quote";
import { quoteTables, quoteTitle, quoteTotals } from "./quote-lines";

const read = (file: string): unknown => JSON.parse(readFileSync(`content/${file}`, "utf8"));
const plans = CONTENT_FILES.nbnPlans.schema.parse(read(CONTENT_FILES.nbnPlans.file))["no-contract"];
const catalogue = CONTENT_FILES.orderExtras.schema.parse(read(CONTENT_FILES.orderExtras.file));
const plan = (id: string) => plans.find((candidate) => candidate.id === id)!;
const interimPlans = CONTENT_FILES.interimPlans.schema.parse(
  read(CONTENT_FILES.interimPlans.file),
).plans;

const base = {
  id: "7k3m9pxd0000000000000000aa",
  reference: "Q-7K3M-9PXD",
  businessName: "Kiwi Koffee Pty Ltd",
  address: "5 Providence Pde, Ripley QLD 4306",
  locationId: "LOC000123456789",
  catalogue,
  documents: [
    { title: "Critical information summary", url: "https://legal.tidewire.example/cis" },
    { title: "Key fact sheet", url: "https://legal.tidewire.example/kfs" },
  ],
  createdAt: new Date("2026-11-26T10:00:00.000Z"),
  validDays: 30,
};

describe("nbnQuote", () => {
  it("prices the plan with its special, the phone line and the modem from the catalogue", () => {
    const quote = nbnQuote({
      ...base,
      plan: plan("SMB-NBN-100"),
      phoneLine: true,
      extras: { modem: 1, extender: 0 },
    });
    expect(quote.plan).toEqual({
      id: "SMB-NBN-100",
      title: plan("SMB-NBN-100").planTitle,
      speed: plan("SMB-NBN-100").planFullSpeed,
      price: 105,
      special: { planPrice: 95, duration: 6 },
    });
    expect(quote.phoneLine).toEqual({
      title: catalogue.phoneLine.title,
      monthlyPrice: catalogue.phoneLine.monthlyPrice,
    });
    expect(quote.extras.map((extra) => [extra.key, extra.quantity])).toEqual([["modem", 1]]);
    const lineMonthly = catalogue.phoneLine.monthlyPrice + catalogue.modem.monthlyPrice;
    const upfront = catalogue.modem.upfrontPrice + catalogue.modem.deliveryFee;
    expect(quote.totals).toEqual({
      monthly: 95 + lineMonthly,
      afterSpecial: { monthly: 105 + lineMonthly, fromMonth: 7 },
      upfront,
      minimumCharge: 95 + lineMonthly + upfront,
    });
    expect(quote.contractTerm).toBe(NBN_CONTRACT_TERM);
    expect(quote.documents).toEqual(base.documents);
  });

  it("quotes no phone line and no extras when none were chosen", () => {
    const quote = nbnQuote({
      ...base,
      plan: plan("SMB-NBN-500"),
      phoneLine: false,
      extras: { modem: 0, extender: 0 },
    });
    expect(quote.phoneLine).toBeNull();
    expect(quote.extras).toEqual([]);
    expect(quote.totals).toEqual({
      monthly: 159,
      afterSpecial: null,
      upfront: 0,
      minimumCharge: 159,
    });
  });

  it("is valid for the given days from its creation, and expired from then on", () => {
    const quote = nbnQuote({
      ...base,
      plan: plan("SMB-NBN-50"),
      phoneLine: false,
      extras: { modem: 1, extender: 1 },
    });
    expect(quote.createdAt).toBe("2026-11-26T10:00:00.000Z");
    expect(quote.validUntil).toBe("2026-12-26T10:00:00.000Z");
    expect(quoteValidUntil(base.createdAt, 1).toISOString()).toBe("2026-11-27T10:00:00.000Z");
    expect(isQuoteExpired(quote, new Date("2026-12-26T09:59:59.999Z"))).toBe(false);
    expect(isQuoteExpired(quote, new Date("2026-12-26T10:00:00.000Z"))).toBe(true);
  });
});

describe("flipQuote", () => {
  const quote = flipQuote({
    ...base,
    plan: plan("SMB-NBN-500"),
    interim: interimPlans[1]!,
    minimumMonths: 18,
    extras: { modem: 1, extender: 3 },
  });

  it("totals the fibre plan and the extras over the minimum term, the interim plan apart", () => {
    const { modem, extender } = catalogue;
    const monthly = 159 + modem.monthlyPrice + 3 * extender.monthlyPrice;
    const upfront =
      modem.upfrontPrice + modem.deliveryFee + 3 * extender.upfrontPrice + extender.deliveryFee;
    expect(quote.totals).toEqual({
      monthly,
      afterSpecial: null,
      upfront,
      minimumCharge: Math.round((18 * monthly + upfront) * 100) / 100,
    });
    expect(quote.interim).toEqual({
      id: interimPlans[1]!.id,
      title: interimPlans[1]!.planTitle,
      speed: "100/20",
      monthlyPrice: interimPlans[1]!.price,
    });
    expect(quote.phoneLine).toBeNull();
    expect(quote.contractTerm).toBe(FLIP_CONTRACT_TERM);
  });

  it("writes the interim plan as a line with its price in words, and the term in the minimum", () => {
    const interimRow = quoteTables(quote)[0]!.rows.find((row) => row.name.startsWith("Interim"));
    expect(interimRow).toEqual({
      name: "Interim nbn plan (100/20 Mbps)",
      detail: "$89.00/mth from your order until your fibre is active, instead of the fibre plan",
      cells: ["Until fibre", "$0.00"],
    });
    expect(quoteTotals(quote).find((total) => total.key === "minimum")?.label).toBe(
      "Minimum total cost (18 months)",
    );
    expect(quoteTitle(quote)).toBe("Flip to Fibre upgrade for Kiwi Koffee Pty Ltd");
  });
});

describe("priceCheckQuote", () => {
  const price = (monthly_rental: number, installation: number) => ({
    monthly_rental,
    installation,
  });
  const quote = priceCheckQuote({
    ...base,
    address: "1 Harbour Esp, Docklands VIC 3008",
    speed: 100,
    documents: [],
    rows: [
      rowFromEntry("TELSTRA", { one_year: price(899, 0), two_years: price(849, 0) }, 100),
      rowFromEntry("AAPT", {}, 100),
      rowFromEntry("DGTEK", { unavailable: "address" }, 100),
      erroredRow("VOCUS"),
    ],
  });

  it("keeps every carrier's row: its prices per term, or the words its row showed", () => {
    expect(quote.carriers).toEqual([
      {
        carrier: "TELSTRA",
        terms: [
          { months: 12, price: price(899, 0) },
          { months: 24, price: price(849, 0) },
          { months: 36, price: null },
        ],
        notes: [],
      },
      {
        carrier: "AAPT",
        terms: [12, 24, 36].map((months) => ({ months, price: null })),
        notes: [CELL_MESSAGES.speedUnavailable, CELL_MESSAGES.aaptOnly],
      },
      {
        carrier: "DGTEK",
        terms: [12, 24, 36].map((months) => ({ months, price: null })),
        notes: [CELL_MESSAGES.addressUnavailable],
      },
      {
        carrier: "VOCUS",
        terms: [12, 24, 36].map((months) => ({ months, price: null })),
        notes: [CELL_MESSAGES.failed],
      },
    ]);
  });

  it("is written as a carrier per row and a term per column, with no totals", () => {
    const table = quoteTables(quote)[0]!;
    expect(table.columns).toEqual(["12 months", "24 months", "36 months"]);
    expect(table.rows[0]).toEqual({
      name: "Telstra",
      detail: null,
      cells: [
        "$899.00/mth + $0.00 installation",
        "$849.00/mth + $0.00 installation",
        "Not offered",
      ],
    });
    expect(table.rows[1]).toEqual({
      name: "AAPT",
      detail: `${CELL_MESSAGES.speedUnavailable}. ${CELL_MESSAGES.aaptOnly}.`,
      cells: [],
    });
    expect(quoteTotals(quote)).toEqual([]);
    expect(quoteTitle(quote)).toBe("Business fibre at 100 Mbps for Kiwi Koffee Pty Ltd");
  });
});
