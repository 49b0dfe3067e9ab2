import type { ExtraKey, ExtrasSelection } from "../order/extras";
import { selectedExtraKeys } from "../order/extras";
import type { OrderExtras } from "../order/extras-schema";
import { orderTotals, type OrderTotals } from "../order/totals";
import { planOffer, type PlanOffer } from "../plans/plan-offer";
import type { InterimPlan, Plan } from "../plans/plan-schema";
import type { CarrierRow } from "../pricing/carrier-rows";
import {
  multiSiteTotals,
  type MultiSiteTotals,
  type PricedChoice,
} from "../multi-site/site-choices";
import {
  CONTRACT_TERMS,
  type CarrierKey,
  type PriceCheckerSpeed,
  type TermPrice,
} from "../pricing/carriers";

/**
 * A quote as stored (ADR 0043): an immutable snapshot of what the server worked out, never of
 * what the browser sent. Prices are the catalogue's, or the carriers', at the time of the
 * quote; the page, the PDF and the email all read this one record.
 */
export type Quote = PlanQuote | PriceCheckQuote | MultiSiteQuote;

interface QuoteBase {
  id: string;
  reference: string;
  businessName: string;
  contractTerm: string;
  /** The critical information summary and key fact sheets the quote is made under. */
  documents: QuoteDocument[];
  /** ISO timestamps. */
  createdAt: string;
  validUntil: string;
}

/** An ordering journey's quote (small-business nbn, Flip to Fibre): a plan, extras, totals. */
export interface PlanQuote extends QuoteBase {
  journey: "nbn" | "flip";
  /** The address as the address API writes it, and the nbn location it qualified at. */
  address: string;
  locationId: string;
  plan: PlanOffer;
  phoneLine: QuotedPhoneLine | null;
  /** Flip to Fibre's nbn plan until the fibre is active; absent on other journeys. */
  interim?: QuotedInterimPlan;
  extras: QuotedExtra[];
  totals: OrderTotals;
  /** The months the minimum total covers, when more than the first (Flip to Fibre's 18). */
  minimumMonths?: number;
}

/** The business-fibre price checker's quote: every carrier's prices at one address and speed. */
export interface PriceCheckQuote extends QuoteBase {
  journey: "price-check";
  /** The address as the visitor gave it to the price checker. */
  address: string;
  /** Symmetrical Mbps. */
  speed: PriceCheckerSpeed;
  carriers: QuotedCarrier[];
}

/**
 * A multi-site check's quote (ADR 0074): each chosen site's line, priced again by the server,
 * and the totals across them, GST included throughout.
 */
export interface MultiSiteQuote extends QuoteBase {
  journey: "multi-site";
  /** The check the sites were chosen from. */
  checkId: string;
  sites: QuotedSite[];
  totals: MultiSiteTotals;
}

/** One chosen site: where it is, and its nbn plan or fibre carrier and term. */
export interface QuotedSite {
  name: string | null;
  /** The address as the address API writes it. */
  address: string;
  line: QuotedSiteLine;
}

export type QuotedSiteLine =
  | { kind: "nbn"; plan: PlanOffer }
  | {
      kind: "fibre";
      carrier: CarrierKey;
      /** Symmetrical Mbps. */
      speed: PriceCheckerSpeed;
      months: number;
      /** As the carrier priced it, ex GST; the quote's tables and totals add GST. */
      monthly: number;
      installation: number;
    };

/** One carrier's row: a price per contract term it offers there, or why it has none. */
export interface QuotedCarrier {
  carrier: CarrierKey;
  terms: { months: number; price: TermPrice | null }[];
  /** Why there is no price (the price checker's words); empty when there are prices. */
  notes: string[];
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

/** A multi-site quote's sites each have their own term. */
const MULTI_SITE_CONTRACT_TERM =
  "Each site's own: nbn plans month to month, fibre for the months shown";

/** The price checker's terms: each carrier is priced on all three (its table's columns). */
const PRICE_CHECK_CONTRACT_TERM = "12, 24 or 36 months, as chosen when ordering";

/** What every quote is made from. */
export interface QuoteBaseInput {
  id: string;
  reference: string;
  businessName: string;
  documents: readonly QuoteDocument[];
  createdAt: Date;
  validDays: number;
}

/** What an ordering journey's quote is made from. */
interface QuoteInput extends QuoteBaseInput {
  address: string;
  locationId: string;
  plan: Plan;
  extras: ExtrasSelection;
  catalogue: OrderExtras;
}

export interface PriceCheckQuoteInput extends QuoteBaseInput {
  address: string;
  speed: PriceCheckerSpeed;
  /** Every carrier's row as the price checker shows it, once all have answered. */
  rows: readonly CarrierRow[];
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
export function nbnQuote(input: NbnQuoteInput): PlanQuote {
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
export function flipQuote(input: FlipQuoteInput): PlanQuote {
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

/**
 * The price checker's quote: each carrier's 12, 24 and 36 month prices at the address and
 * speed, or the words its row showed (unavailable there, at that speed, or no answer).
 */
export function priceCheckQuote(input: PriceCheckQuoteInput): PriceCheckQuote {
  return {
    ...stamp(input),
    journey: "price-check",
    address: input.address,
    speed: input.speed,
    carriers: input.rows.map((row) => ({
      carrier: row.carrier,
      terms:
        row.status === "loaded"
          ? row.terms.map(({ months, price }) => ({ months, price: price ?? null }))
          : CONTRACT_TERMS.map(({ months }) => ({ months, price: null })),
      notes: row.status === "disabled" || row.status === "errored" ? [...row.messages] : [],
    })),
    contractTerm: PRICE_CHECK_CONTRACT_TERM,
  };
}

export interface MultiSiteQuoteInput extends QuoteBaseInput {
  checkId: string;
  sites: readonly QuotedSite[];
}

/** The multi-site quote: the chosen sites in the check's order, and their totals. */
export function multiSiteQuote(input: MultiSiteQuoteInput): MultiSiteQuote {
  const sites = input.sites.map((site) => ({ ...site }));
  return {
    ...stamp(input),
    journey: "multi-site",
    checkId: input.checkId,
    sites,
    totals: multiSiteTotals(sites.map(({ line }) => pricedLine(line))),
    contractTerm: MULTI_SITE_CONTRACT_TERM,
  };
}

/** A quoted site's line as the multi-site totals price it. */
export function pricedLine(line: QuotedSiteLine): PricedChoice {
  return line.kind === "nbn"
    ? { kind: "nbn", plan: line.plan }
    : {
        kind: "fibre",
        carrier: line.carrier,
        months: line.months,
        monthly: line.monthly,
        installation: line.installation,
      };
}

/** What every quote carries: its names, documents and dates. */
function stamp(input: QuoteBaseInput) {
  return {
    id: input.id,
    reference: input.reference,
    businessName: input.businessName,
    documents: input.documents.map(({ title, url }) => ({ title, url })),
    createdAt: input.createdAt.toISOString(),
    validUntil: quoteValidUntil(input.createdAt, input.validDays).toISOString(),
  };
}

function quoteBase(input: QuoteInput, journey: PlanQuote["journey"]) {
  const { plan } = input;
  return {
    ...stamp(input),
    journey,
    address: input.address,
    locationId: input.locationId,
    plan: planOffer(plan),
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
