import type { ExtraKey, ExtrasSelection } from "../order/extras";
import { selectedExtraKeys } from "../order/extras";
import type { OrderExtras } from "../order/extras-schema";
import { orderTotals, type OrderTotals } from "../order/totals";
import type { Plan } from "../plans/plan-schema";

/**
 * A quote as stored (ADR 0043): an immutable snapshot of what the server worked out, never of
 * what the browser sent. Prices are the catalogue's at the time of the quote; the page, the PDF
 * and the email all read this one record.
 */
export interface Quote {
  id: string;
  reference: string;
  journey: "nbn";
  businessName: string;
  /** The address as the address API writes it, and the nbn location it qualified at. */
  address: string;
  locationId: string;
  plan: QuotedPlan;
  phoneLine: QuotedPhoneLine | null;
  extras: QuotedExtra[];
  totals: OrderTotals;
  contractTerm: string;
  /** The critical information summary and key fact sheets the quote is made under. */
  documents: QuoteDocument[];
  /** ISO timestamps. */
  createdAt: string;
  validUntil: string;
}

export interface QuotedPlan {
  id: string;
  title: string;
  /** Download/upload in Mbps ("100/40"). */
  speed: string;
  price: number;
  special: { planPrice: number; duration: number } | null;
}

export interface QuoteDocument {
  title: string;
  url: string;
}

export interface QuotedPhoneLine {
  title: string;
  monthlyPrice: number;
}

export interface QuotedExtra {
  key: ExtraKey;
  title: string;
  quantity: number;
  monthlyPrice: number;
  upfrontPrice: number;
  deliveryFee: number;
}

/** The small-business nbn page's term (docs/product.md §B3: contract_term 1). */
export const NBN_CONTRACT_TERM = "Month to month, no lock-in contract";

export interface NbnQuoteInput {
  id: string;
  reference: string;
  businessName: string;
  address: string;
  locationId: string;
  plan: Plan;
  phoneLine: boolean;
  extras: ExtrasSelection;
  catalogue: OrderExtras;
  documents: readonly QuoteDocument[];
  createdAt: Date;
  validDays: number;
}

/** The small-business nbn journey's quote: its plan, phone line and extras, and their totals. */
export function nbnQuote(input: NbnQuoteInput): Quote {
  const { plan, catalogue } = input;
  const phoneLine = input.phoneLine
    ? { title: catalogue.phoneLine.title, monthlyPrice: catalogue.phoneLine.monthlyPrice }
    : null;
  const extras = selectedExtraKeys(input.extras).map((key) => ({
    key,
    title: catalogue[key].title,
    quantity: input.extras[key],
    monthlyPrice: catalogue[key].monthlyPrice,
    upfrontPrice: catalogue[key].upfrontPrice,
    deliveryFee: catalogue[key].deliveryFee,
  }));
  return {
    id: input.id,
    reference: input.reference,
    journey: "nbn",
    businessName: input.businessName,
    address: input.address,
    locationId: input.locationId,
    plan: {
      id: plan.id,
      title: plan.planTitle,
      speed: plan.planFullSpeed,
      price: plan.price,
      special: plan.special,
    },
    phoneLine,
    extras,
    totals: orderTotals({ plan, phoneLine: phoneLine?.monthlyPrice ?? null, extras }),
    contractTerm: NBN_CONTRACT_TERM,
    documents: input.documents.map(({ title, url }) => ({ title, url })),
    createdAt: input.createdAt.toISOString(),
    validUntil: quoteValidUntil(input.createdAt, input.validDays).toISOString(),
  };
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function quoteValidUntil(createdAt: Date, validDays: number): Date {
  return new Date(createdAt.getTime() + validDays * DAY_MS);
}

export function isQuoteExpired(quote: Pick<Quote, "validUntil">, now: Date): boolean {
  return now.getTime() >= Date.parse(quote.validUntil);
}
