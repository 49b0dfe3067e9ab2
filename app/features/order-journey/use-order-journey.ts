import { useState } from "react";
import { DEFAULT_EXTRAS, type ExtrasSelection } from "@domain/order/extras";
import type { OrderExtras } from "@domain/order/extras-schema";
import { orderTotals } from "@domain/order/totals";
import type { OrderJourneyRules } from "@domain/order/journey-rules";
import type { Plan } from "@domain/plans/plan-schema";
import type { SqRecord } from "@domain/qualification/sq-record";
import { focusField } from "~/lib/focus";
import { useShell } from "~/lib/use-shell";
import { useQualification } from "../qualification/use-qualification";
import { chosenExtras } from "./checkout";
import { useOrderHandoff, type HandoffContext, type PreparedHandoff } from "./use-order-handoff";

/**
 * The state every ordering journey shares: the checked address and the journey's answer for
 * it, the chosen plan and extras, and the hand-off to the order site. Each journey adds only
 * its own choices (a phone line, an interim plan) and builds its hand-off fields.
 */
export function useOrderJourney<Outcome>(rules: OrderJourneyRules<Outcome>) {
  const shell = useShell();
  const brand = shell?.brand.name ?? "Tidewire";
  const phone = shell?.phones.smallBusiness.display ?? "";
  const qualification = useQualification(brand);
  const record = qualification.state.status === "qualified" ? qualification.state.record : null;
  const outcome = record ? rules.outcome(record) : null;
  const [chosenPlanId, setChosenPlanId] = useState<string | null>(null);
  const [selection, setSelection] = useState<ExtrasSelection>(DEFAULT_EXTRAS);
  const handoff = useOrderHandoff(phone);

  return {
    brand,
    phone,
    qualification,
    record,
    outcome,
    orderable: rules.canOrder(outcome),
    selection,
    setSelection,
    handoff,
    /** The visitor's plan among those offered, or the journey's default. */
    planAmong(plans: readonly Plan[]): Plan | null {
      return (
        plans.find((plan) => plan.id === chosenPlanId) ??
        plans.find((plan) => plan.id === rules.defaultPlanId(plans)) ??
        null
      );
    },
    choosePlan: (plan: Plan) => setChosenPlanId(plan.id),
    /** The extras in the cart and what the order costs with the given plan. */
    cart(
      plan: Plan | null,
      extras: OrderExtras,
      more: { phoneLine?: number; minimumMonths?: number } = {},
    ) {
      const inCart = chosenExtras(extras, selection);
      const totals = plan
        ? orderTotals({
            plan,
            phoneLine: more.phoneLine ?? null,
            extras: inCart,
            minimumMonths: more.minimumMonths,
          })
        : null;
      return { inCart, totals };
    },
    /** Sends the order for the checked address; the journey builds its fields and events. */
    handOff(prepare: (context: HandoffContext & { record: SqRecord }) => PreparedHandoff) {
      if (record) void handoff.handOff(record, (context) => prepare({ ...context, record }));
    },
  };
}

export type OrderJourney = ReturnType<typeof useOrderJourney>;

/**
 * The summary's button: "Order now" once the address can order (busy while the order is
 * prepared), otherwise "Check address", which takes the visitor back to the address box.
 */
export function orderButton(
  journey: Pick<OrderJourney, "handoff">,
  { ready, complete, onOrder, addressInputId }: OrderButtonOptions,
) {
  return ready
    ? {
        label: journey.handoff.ordering ? "Preparing your order…" : "Order now",
        disabled: journey.handoff.ordering || !complete,
        onClick: onOrder,
      }
    : { label: "Check address", disabled: false, onClick: () => focusField(addressInputId) };
}

export interface OrderButtonOptions {
  /** The address can order and its plans are shown. */
  ready: boolean;
  /** Everything the order needs is chosen (a plan, its totals). */
  complete: boolean;
  onOrder: () => void;
  addressInputId: string;
}
