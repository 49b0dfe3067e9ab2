import { flipHandoffFields } from "../order/handoff";
import type { OrderJourneyRules } from "../order/journey-rules";
import { defaultPlanId, flipDefaultPlanIndex } from "../plans/plan-rules";
import { flipCanOrder, flipOutcome, type FlipOutcome } from "./flip-outcome";

/** The shared journey's rules, and Flip to Fibre's own: the minimum term and hand-off fields. */
interface FlipJourneyRules extends OrderJourneyRules<FlipOutcome> {
  minimumMonths: number;
  handoffFields: typeof flipHandoffFields;
}

/**
 * Flip to Fibre's rules, beside the small-business nbn journey's (domain/nbn/nbn-journey.ts),
 * handed to the same components: address search, plans, extras, totals, hand-off. The
 * differences from the nbn page are these values, not copies of its code.
 */
export const FLIP_JOURNEY = {
  /** The upgrade is nbn's: a private fibre network's addresses are left out, as on the nbn page. */
  excludeProviders: "DGTEK",
  preferredProviders: ["NBN"],
  outcome: flipOutcome,
  canOrder: flipCanOrder,
  defaultPlanId: (plans: readonly { id: string }[]) => defaultPlanId(plans, flipDefaultPlanIndex),
  /** docs/product.md §B9: total minimum cost = 18 x monthly price + upfront. */
  minimumMonths: 18,
  handoffFields: flipHandoffFields,
} as const satisfies FlipJourneyRules;
