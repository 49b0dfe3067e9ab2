import { CARRIER_KEYS, CONTRACT_TERMS, type CarrierKey } from "../pricing/carriers";
import type { PlanOffer } from "../plans/plan-offer";
import type { SiteRow } from "./site-check";

/**
 * What the buyer chose for each site (docs/product.md §C14): an nbn plan, a fibre carrier and
 * term, or nothing. Only these choices travel to the server, as one line of text a form can
 * post ("0=nbn:SMB-NBN-50,3=fibre:TELSTRA:36"); every price is worked out again there.
 */
export type SiteChoice =
  { kind: "nbn"; planId: string } | { kind: "fibre"; carrier: CarrierKey; months: number };

/** The choices by site position. */
export type SiteChoices = ReadonlyMap<number, SiteChoice>;

const CHOICE = new RegExp(
  `^(\\d{1,2})=(?:nbn:([A-Z0-9-]{3,40})|fibre:(${CARRIER_KEYS.join("|")}):(${CONTRACT_TERMS.map(
    (term) => term.months,
  ).join("|")}))$`,
);

export function formatChoices(choices: SiteChoices): string {
  return [...choices]
    .sort(([a], [b]) => a - b)
    .map(([position, choice]) =>
      choice.kind === "nbn"
        ? `${position}=nbn:${choice.planId}`
        : `${position}=fibre:${choice.carrier}:${choice.months}`,
    )
    .join(",");
}

/** The choices a posted line holds, or null when any part of it is not one (or repeats a site). */
export function parseChoices(text: string): SiteChoices | null {
  const choices = new Map<number, SiteChoice>();
  for (const part of text.split(",")) {
    const match = CHOICE.exec(part.trim());
    if (!match) return null;
    const position = Number(match[1]);
    if (choices.has(position)) return null;
    choices.set(
      position,
      match[2]
        ? { kind: "nbn", planId: match[2] }
        : { kind: "fibre", carrier: match[3] as CarrierKey, months: Number(match[4]) },
    );
  }
  return choices;
}

/** A chosen site's line, priced: an nbn plan (inc GST) or a carrier's term (ex GST, as answered). */
export type PricedChoice =
  | { kind: "nbn"; plan: PlanOffer }
  | { kind: "fibre"; carrier: CarrierKey; months: number; monthly: number; installation: number };

/**
 * The choice as the site's own findings price it, or null when the site does not offer it (a
 * plan it cannot carry, a carrier or term with no price there).
 */
export function pricedChoice(row: SiteRow, choice: SiteChoice): PricedChoice | null {
  if (row.status !== "done") return null;
  if (choice.kind === "nbn") {
    const plan = row.nbn?.plans.find((candidate) => candidate.id === choice.planId);
    return plan ? { kind: "nbn", plan } : null;
  }
  const term = row.fibre?.carriers
    .find((candidate) => candidate.carrier === choice.carrier)
    ?.terms.find((candidate) => candidate.months === choice.months);
  return term ? { kind: "fibre", carrier: choice.carrier, ...term } : null;
}

/** GST on a carrier's ex-GST price, to the cent: the multi-site totals include GST throughout. */
export const GST_RATE = 0.1;
export const withGstCents = (exGst: number) => Math.round(Math.round(exGst * 100) * (1 + GST_RATE));

/** One chosen site's charges in cents, GST included. */
export interface LineCharges {
  monthly: number;
  upfront: number;
  /** What the site's minimum term costs: an nbn plan's first month, a fibre term's whole. */
  minimum: number;
  /** The months the minimum covers. */
  months: number;
}

export function lineCharges(line: PricedChoice): LineCharges {
  if (line.kind === "nbn") {
    // Month to month: the minimum is the first month, at its special price while it lasts.
    const monthly = Math.round((line.plan.special?.planPrice ?? line.plan.price) * 100);
    return { monthly, upfront: 0, minimum: monthly, months: 1 };
  }
  const monthly = withGstCents(line.monthly);
  const upfront = withGstCents(line.installation);
  return { monthly, upfront, minimum: monthly * line.months + upfront, months: line.months };
}

export interface MultiSiteTotals {
  /** The sites with a choice. */
  siteCount: number;
  /** In dollars, GST included. */
  monthly: number;
  upfront: number;
  /** Every chosen site's minimum term, added up. */
  minimum: number;
}

/** The totals across the chosen sites, worked in whole cents so sums never drift. */
export function multiSiteTotals(lines: readonly PricedChoice[]): MultiSiteTotals {
  const sum = (pick: (charges: LineCharges) => number) =>
    lines.reduce((total, line) => total + pick(lineCharges(line)), 0) / 100;
  return {
    siteCount: lines.length,
    monthly: sum((charges) => charges.monthly),
    upfront: sum((charges) => charges.upfront),
    minimum: sum((charges) => charges.minimum),
  };
}
