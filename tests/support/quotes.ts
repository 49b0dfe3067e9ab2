import { readFileSync } from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { loadConfig } from "../../platform/config";
import { createDataLayer } from "../../server/db/database";
import { createQuotesRepository } from "../../server/db/quotes-repository";
import { CONTENT_FILES } from "../../domain/content/registry";
import { erroredRow, rowFromEntry } from "../../domain/pricing/carrier-rows";
import {
  nbnQuote,
  priceCheckQuote,
  type PlanQuote,
  type PriceCheckQuote,
  type Quote,
} from "../../domain/quotes/quote";
import type { QuoteBrand } from "../../server/documents/quote-brand";

const read = (file: string): unknown => JSON.parse(readFileSync(`content/${file}`, "utf8"));

/**
 * A quote as the server makes it, from the committed catalogue: the 100 Mbps plan with its
 * special, a phone line and a modem (or what `choices` says).
 */
/** A price check's quote at 100 Mbps: three carriers priced, one not at this speed, one not at
 * this address, and one that did not answer. */
export function samplePriceCheckQuote(): PriceCheckQuote {
  const price = (monthly_rental: number, installation: number) => ({
    monthly_rental,
    installation,
  });
  const terms = (monthly: number) => ({
    one_year: price(monthly, 1_500),
    two_years: price(monthly - 60, 750),
    three_years: price(monthly - 120, 0),
  });
  return priceCheckQuote({
    id: "7k3m9pxd0000000000000000ab",
    reference: "Q-7K3M-9PXE",
    businessName: "Docklands Freight Co",
    address: "1 Harbour Esp, Docklands VIC 3008",
    speed: 100,
    rows: [
      rowFromEntry("TELSTRA", terms(1_149), 100),
      rowFromEntry("OPTUS", terms(1_089), 100),
      rowFromEntry("AAPT", {}, 100),
      rowFromEntry("NBN", terms(979), 100),
      erroredRow("VOCUS"),
      rowFromEntry("DGTEK", { unavailable: "address" }, 100),
    ],
    documents: [],
    createdAt: new Date("2026-11-26T10:00:00.000Z"),
    validDays: 30,
  });
}

export function sampleQuote(
  choices: Partial<{ planId: string; phoneLine: boolean; modem: number; extender: number }> = {},
  overrides: Partial<Pick<Quote, "businessName" | "id" | "reference">> = {},
): PlanQuote {
  const plans = CONTENT_FILES.nbnPlans.schema.parse(read(CONTENT_FILES.nbnPlans.file))[
    "no-contract"
  ];
  const { planId = "SMB-NBN-100", phoneLine = true, modem = 1, extender = 0 } = choices;
  return nbnQuote({
    id: overrides.id ?? "7k3m9pxd0000000000000000aa",
    reference: overrides.reference ?? "Q-7K3M-9PXD",
    businessName: overrides.businessName ?? "Kiwi Koffee Pty Ltd",
    address: "5 Providence Pde, Ripley QLD 4306",
    locationId: "LOC000123456789",
    plan: plans.find((plan) => plan.id === planId)!,
    phoneLine,
    extras: { modem, extender },
    catalogue: CONTENT_FILES.orderExtras.schema.parse(read(CONTENT_FILES.orderExtras.file)),
    documents: [
      { title: "Critical information summary", url: "/legal/critical-information-summary" },
      { title: "Key fact sheet", url: "/legal/key-fact-sheet" },
    ],
    createdAt: new Date("2026-11-26T10:00:00.000Z"),
    validDays: 30,
  });
}

export const SAMPLE_BRAND: QuoteBrand = {
  name: "Tidewire for Business",
  legalName: "Tidewire Communications Pty Ltd",
  abn: "51 824 753 556",
  salesPhone: "1300 975 707",
  siteUrl: "http://localhost:3000",
};

/** Moves a stored quote's validity into the past, rather than waiting 30 days. */
export async function expireQuote(databaseUrl: string, id: string): Promise<void> {
  const data = createDataLayer(loadConfig({ DATABASE_URL: databaseUrl }).database);
  try {
    const quote = (await createQuotesRepository(data.db).find(id))!;
    const past = new Date(Date.now() - 1000).toISOString();
    await data.db
      .updateTable("quotes")
      .set({ snapshot: JSON.stringify({ ...quote, validUntil: past }), valid_until: past })
      .where("id", "=", id)
      .execute();
  } finally {
    await data.close();
  }
}

/** The text of a PDF, read back as a reader would copy it, and its pages. */
export async function pdfText(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(pdf);
  const { totalPages, text } = await extractText(document, { mergePages: true });
  return { pages: totalPages, text };
}
