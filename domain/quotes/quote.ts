import type { ExtraKey, ExtrasSelection } from "../order/extras";
import { selectedExtraKeys } from "../order/extras";
import type { OrderExtras } from "../order/extras-schema";
import { orderTotals, type OrderTotals } from "../order/totals";
import type { InterimPlan, Plan } from "../plans/plan-schema";

/**
 * A quote as stored (ADR 0043): an immutable snapshot of what the server worked out, never of
 * what the browser sent. Prices are the catalogue's at the time of the quote; the page, the PDF
 * and the email all read this one record.
 */
export interface Quote {
  id: string;
  reference: string;
  journey: QuoteJourney;
  businessName: string;
  /** The address as the address API writes it, and the nbn location it qualified at. */
  address: string;
  locationId: string;
  plan: QuotedPlan;
  phoneLine: QuotedPhoneLine | null;
  /** Flip to Fibre's nbn plan until the fibre is active; absent on other journeys. */
  interim?: QuotedInterimPlan;
  extras: QuotedExtra[];
  totals: OrderTotals;
  /** The months the minimum total covers, when more than the first (Flip to Fibre's 18). */
  minimumMonths?: number;
  contractTerm: string;
  /** The critical information summary and key fact sheets the quote is made under. */
  documents: QuoteDocument[];
  /** ISO timestamps. */
  createdAt: string;
  validUntil: string;
}

/** The journeys a quote can be made on. */
export const QUOTE_JOURNEYS = ["nbn", "flip"] as const;
export type QuoteJourney = (typeof QUOTE_JOURNEYS)[number];

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

export interface QuotedInterimPlan {
  id: string;
  title: string;
  speed: string;
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
/** Flip to Fibre's fibre plans (docs/product.md §B4). */
export const FLIP_CONTRACT_TERM = "12-month contract";

/** What every journey's quote is made from. */
interface QuoteInput {
  id: string;
  reference: string;
  businessName: string;
  address: string;
  locationId: string;
  plan: Plan;
  extras: ExtrasSelection;
  catalogue: OrderExtras;
  documents: readonly QuoteDocument[];
  createdAt: Date;
  validDays: number;
}

export interface NbnQuoteInput extends QuoteInput {
  phoneLine: boolean;
}

export interface FlipQuoteInput extends QuoteInput {
  interim: InterimPlan;
  /** Flip to Fibre's minimum term (FLIP_JOURNEY.minimumMonths). */
  minimumMonths: number;
}

/** The small-business nbn journey's quote: its plan, phone line and extras, and their totals. */
export function nbnQuote(input: NbnQuoteInput): Quote {
  const { catalogue } = input;
  const phoneLine = input.phoneLine
    ? { title: catalogue.phoneLine.title, monthlyPrice: catalogue.phoneLine.monthlyPrice }
    : null;
  const extras = quotedExtras(input);
  return {
    ...quoteBase(input, "nbn"),
    phoneLine,
    extras,
    totals: orderTotals({ plan: input.plan, phoneLine: phoneLine?.monthlyPrice ?? null, extras }),
    contractTerm: NBN_CONTRACT_TERM,
  };
}

/**
 * Flip to Fibre's quote: the fibre plan, the interim nbn plan billed until the fibre is active
 * (shown, not in the totals, as on the journey's summary), the extras, and the totals over the
 * minimum term.
 */
export function flipQuote(input: FlipQuoteInput): Quote {
  const { interim, minimumMonths } = input;
  const extras = quotedExtras(input);
  return {
    ...quoteBase(input, "flip"),
    phoneLine: null,
    interim: {
      id: interim.id,
      title: interim.planTitle,
      speed: interim.planFullSpeed,
      monthlyPrice: interim.price,
    },
    extras,
    totals: orderTotals({ plan: input.plan, phoneLine: null, extras, minimumMonths }),
    minimumMonths,
    contractTerm: FLIP_CONTRACT_TERM,
  };
}

function quoteBase(input: QuoteInput, journey: QuoteJourney) {
  const { plan } = input;
  return {
    id: input.id,
    reference: input.reference,
    journey,
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
    documents: input.documents.map(({ title, url }) => ({ title, url })),
    createdAt: input.createdAt.toISOString(),
    validUntil: quoteValidUntil(input.createdAt, input.validDays).toISOString(),
  };
}

function quotedExtras({ extras, catalogue }: QuoteInput): QuotedExtra[] {
  return selectedExtraKeys(extras).map((key) => ({
    key,
    title: catalogue[key].title,
    quantity: extras[key],
    monthlyPrice: catalogue[key].monthlyPrice,
    upfrontPrice: catalogue[key].upfrontPrice,
    deliveryFee: catalogue[key].deliveryFee,
  }));
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function quoteValidUntil(createdAt: Date, validDays: number): Date {
  return new Date(createdAt.getTime() + validDays * DAY_MS);
}

export function isQuoteExpired(quote: Pick<Quote, "validUntil">, now: Date): boolean {
  return now.getTime() >= Date.parse(quote.validUntil);
}
