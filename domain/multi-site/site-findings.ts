import { formatDayMonthYear } from "../format/date";
import { NBN_JOURNEY } from "../nbn/nbn-journey";
import type { NbnOutcome } from "../nbn/nbn-outcome";
import { planOffer } from "../plans/plan-offer";
import type { Plan } from "../plans/plan-schema";
import { allowedDownloadSpeed, offeredPlans } from "../plans/plan-rules";
import type { CarrierRow } from "../pricing/carrier-rows";
import { CARRIER_NAMES, CONTRACT_TERMS, type PriceCheckerSpeed } from "../pricing/carriers";
import { technologyLabel } from "../qualification/service-class";
import type { SqRecord } from "../qualification/sq-record";
import type { BestFibrePrice, SiteCarrier, SiteFibre, SiteNbn } from "./site-check";
import { sameSite } from "./site-list";

/** At most this many addresses are offered when the look-up is not sure (the address box's six). */
export const MAX_SUGGESTIONS = 6;

export const NO_ADDRESS_FOUND = "No address found";

/** Which address a site is: one the look-up is sure of, several to choose from, or none. */
export type AddressPick<T> =
  { kind: "match"; result: T } | { kind: "choose"; suggestions: string[] } | { kind: "none" };

/**
 * The look-up's best match for what the buyer wrote (docs/product.md §C14): the address the
 * buyer chose among the suggestions, else the result written the same way, else the only
 * result. Several results, none written the same, is the buyer's to choose.
 */
export function pickAddress<T extends { formattedAddress: string }>(
  written: string,
  results: readonly T[],
  chosen: string | null,
): AddressPick<T> {
  const same = results.find((result) => sameSite(result.formattedAddress, chosen ?? written));
  if (same) return { kind: "match", result: same };
  if (chosen === null && results.length === 1) return { kind: "match", result: results[0]! };
  if (results.length === 0) return { kind: "none" };
  return {
    kind: "choose",
    suggestions: results.slice(0, MAX_SUGGESTIONS).map((result) => result.formattedAddress),
  };
}

/** The outcome in the small-business nbn journey's words, short enough for a table's cell. */
export function nbnOutcomeWords(outcome: NbnOutcome): string {
  switch (outcome.kind) {
    case "available":
      return `A ${technologyLabel(outcome.technology)} nbn service is available`;
    case "upgrade":
      return `Upgrade to full fibre available from ${formatDayMonthYear(outcome.flipDate)}`;
    case "not-ready":
      return "Not nbn ready yet";
    case "no-service":
      return "No nbn service at this address";
  }
}

/** A site with no nbn location at all (a private fibre network's building, say). */
export const NO_NBN_LOCATION: SiteNbn = {
  outcome: "no-service",
  words: nbnOutcomeWords({ kind: "no-service" }),
  plans: [],
  recommendedPlanId: null,
};

/**
 * What the nbn offers a qualified site, by the small-business nbn journey's rules: its outcome,
 * the plans it can carry when it can order (an upgrade can still take an nbn plan, as the
 * journey's "Skip upgrade" does), and the plan the journey recommends.
 */
export function nbnFindings(record: SqRecord, catalogue: readonly Plan[]): SiteNbn {
  const outcome = NBN_JOURNEY.outcome(record);
  const plans = NBN_JOURNEY.canOrder(outcome)
    ? offeredPlans(catalogue, allowedDownloadSpeed(record.nbnServiceClass!, record.maxSpeed))
    : [];
  return {
    outcome: outcome.kind,
    words: nbnOutcomeWords(outcome),
    plans: plans.map(planOffer),
    recommendedPlanId: plans.length > 0 ? NBN_JOURNEY.defaultPlanId(plans) : null,
  };
}

/** A carrier that did not answer, in the words a row says it in. */
export const carrierDidNotAnswer = (carrier: SiteCarrier["carrier"]) =>
  `${CARRIER_NAMES[carrier]} did not answer: try again`;

/** Each carrier's row as the price checker has it, as a site keeps it, with the best per term. */
export function fibreFindings(speed: PriceCheckerSpeed, rows: readonly CarrierRow[]): SiteFibre {
  const carriers = rows.map((row): SiteCarrier => {
    switch (row.status) {
      case "loaded":
        return {
          carrier: row.carrier,
          terms: row.terms.flatMap(({ months, price }) =>
            price
              ? [{ months, monthly: price.monthly_rental, installation: price.installation }]
              : [],
          ),
          note: null,
        };
      case "disabled":
        return { carrier: row.carrier, terms: [], note: row.messages.join(". ") };
      case "errored":
      case "loading":
        return { carrier: row.carrier, terms: [], note: carrierDidNotAnswer(row.carrier) };
    }
  });
  return { speed, carriers, best: bestPerTerm(carriers) };
}

/** What a term costs over its months, in cents: the monthly rental each month plus installation. */
export const termCostCents = (term: { months: number; monthly: number; installation: number }) =>
  Math.round(term.monthly * 100) * term.months + Math.round(term.installation * 100);

/** Per term, the carrier whose price costs least over the whole term (the first on a tie). */
export function bestPerTerm(carriers: readonly SiteCarrier[]): BestFibrePrice[] {
  return CONTRACT_TERMS.flatMap(({ months }) => {
    let best: BestFibrePrice | null = null;
    for (const { carrier, terms } of carriers) {
      const term = terms.find((candidate) => candidate.months === months);
      if (term && (best === null || termCostCents(term) < termCostCents(best))) {
        best = { months, carrier, monthly: term.monthly, installation: term.installation };
      }
    }
    return best ? [best] : [];
  });
}
