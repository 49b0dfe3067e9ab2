import { nbnHandoffFields } from "../order/handoff";
import type { OrderJourneyRules } from "../order/journey-rules";
import { defaultPlanId, nbnDefaultPlanIndex } from "../plans/plan-rules";
import { canOrder, nbnOutcome, type NbnOutcome } from "./nbn-outcome";

/** The shared journey's rules, and the nbn page's own: the badge and its hand-off fields. */
interface NbnJourneyRules extends OrderJourneyRules<NbnOutcome> {
  recommendedPlanId(plans: readonly { id: string }[]): string | null;
  handoffFields: typeof nbnHandoffFields;
}

/**
 * The small-business nbn journey's rules in one place, handed to the shared journey
 * components (address search, plans, extras, totals, hand-off). Flip to Fibre defines its own
 * set beside this one.
 */
export const NBN_JOURNEY = {
  /** Private fibre networks cannot carry an nbn plan: their addresses are left out. */
  excludeProviders: "DGTEK",
  /** Each address qualifies with nbn's location id where nbn reaches it. */
  preferredProviders: ["NBN"],
  outcome: nbnOutcome,
  canOrder,
  defaultPlanId: (plans: readonly { id: string }[]) => defaultPlanId(plans, nbnDefaultPlanIndex),
  /** The default plan is badged Recommended when there is a choice. */
  recommendedPlanId: (plans: readonly { id: string }[]) =>
    plans.length > 1 ? defaultPlanId(plans, nbnDefaultPlanIndex) : null,
  handoffFields: nbnHandoffFields,
} as const satisfies NbnJourneyRules;
