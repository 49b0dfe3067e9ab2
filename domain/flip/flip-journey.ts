import type { ProviderKey } from "../address/providers";
import { flipHandoffFields } from "../order/handoff";
import { defaultPlanId, flipDefaultPlanIndex } from "../plans/plan-rules";
import { flipCanOrder, flipOutcome } from "./flip-outcome";

/**
 * Flip to Fibre's rules, beside the small-business nbn journey's (domain/nbn/nbn-journey.ts),
 * handed to the same components: address search, plans, extras, totals, hand-off. The
 * differences from the nbn page are these values, not copies of its code.
 */
export const FLIP_JOURNEY = {
  /** The upgrade is nbn's: a private fibre network's addresses are left out, as on the nbn page. */
  excludeProviders: "DGTEK" satisfies ProviderKey,
  preferredProviders: ["NBN"] satisfies ProviderKey[],
  outcome: flipOutcome,
  canOrder: flipCanOrder,
  defaultPlanId: (plans: readonly { id: string }[]) => defaultPlanId(plans, flipDefaultPlanIndex),
  /** docs/product.md §B9: total minimum cost = 18 x monthly price + upfront. */
  minimumMonths: 18,
  handoffFields: flipHandoffFields,
} as const;
