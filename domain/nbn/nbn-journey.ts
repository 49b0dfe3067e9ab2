import type { ProviderKey } from "../address/providers";
import { nbnHandoffFields } from "../order/handoff";
import { defaultPlanId, nbnDefaultPlanIndex } from "../plans/plan-rules";
import { canOrder, nbnOutcome } from "./nbn-outcome";

/**
 * The small-business nbn journey's rules in one place, handed to the shared journey
 * components (address search, plans, extras, totals, hand-off). Flip to Fibre defines its own
 * set beside this one.
 */
export const NBN_JOURNEY = {
  /** Private fibre networks cannot carry an nbn plan: their addresses are left out. */
  excludeProviders: "DGTEK" satisfies ProviderKey,
  /** Each address qualifies with nbn's location id where nbn reaches it. */
  preferredProviders: ["NBN"] satisfies ProviderKey[],
  outcome: nbnOutcome,
  canOrder,
  defaultPlanId: (plans: readonly { id: string }[]) => defaultPlanId(plans, nbnDefaultPlanIndex),
  /** The default plan is badged Recommended when there is a choice. */
  recommendedPlanId: (plans: readonly { id: string }[]) =>
    plans.length > 1 ? defaultPlanId(plans, nbnDefaultPlanIndex) : null,
  handoffFields: nbnHandoffFields,
} as const;
