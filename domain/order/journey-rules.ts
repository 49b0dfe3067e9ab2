import type { ProviderKey } from "../address/providers";
import type { Plan } from "../plans/plan-schema";
import type { SqRecord } from "../qualification/sq-record";

/** How a journey looks an address up: which providers' addresses to leave out or prefer. */
export interface LookupRules {
  excludeProviders: ProviderKey;
  preferredProviders: readonly ProviderKey[];
}

/**
 * What a journey's rules (domain/nbn, domain/flip) tell the shared order journey
 * (app/features/order-journey). Each journey's rules are declared `satisfies` this, so a
 * missing or misspelt rule fails where it is written.
 */
export interface OrderJourneyRules<Outcome> extends LookupRules {
  /** The journey's answer for a qualified address. */
  outcome(record: SqRecord): Outcome;
  /** Whether that answer lets the visitor order here. */
  canOrder(outcome: Outcome | null): boolean;
  /** The plan chosen for the visitor until they choose one. */
  defaultPlanId(plans: readonly Plan[]): string | null;
}
