import { useCallback, useEffect, useRef } from "react";
import { useQueryStates } from "nuqs";
import type { ExtrasSelection } from "@domain/order/extras";
import type { OrderExtras } from "@domain/order/extras-schema";
import { orderTotals } from "@domain/order/totals";
import type { OrderJourneyRules } from "@domain/order/journey-rules";
import type { Plan } from "@domain/plans/plan-schema";
import type { SqRecord } from "@domain/qualification/sq-record";
import { focusField } from "~/lib/focus";
import { useShell } from "~/lib/use-shell";
import { searchAddresses } from "../qualification/address-lookup";
import { storedSqRecord } from "../qualification/sq-store";
import { useQualification, type Qualification } from "../qualification/use-qualification";
import { journeyLinkParsers } from "./journey-link";
import { chosenExtras } from "./checkout";
import { useOrderHandoff, type HandoffContext, type PreparedHandoff } from "./use-order-handoff";

/**
 * The state every ordering journey shares: the checked address and the journey's answer for
 * it, the chosen plan and extras, and the hand-off to the order site. Each journey adds only
 * its own choices (a phone line, an interim plan) and builds its hand-off fields. The address,
 * plan and extras live in the journey's link (journey-link.ts); `maxExtenders` is how many
 * extenders the journey sells, so a link never puts more in the cart.
 */
export function useOrderJourney<Outcome>(
  rules: OrderJourneyRules<Outcome>,
  { maxExtenders }: { maxExtenders: number },
) {
  const shell = useShell();
  const brand = shell?.brand.name ?? "Tidewire";
  const phone = shell?.phones.smallBusiness.display ?? "";
  const qualification = useQualification(brand);
  const record = qualification.state.status === "qualified" ? qualification.state.record : null;
  const outcome = record ? rules.outcome(record) : null;
  const [link, setLink] = useQueryStates(journeyLinkParsers);
  const selection: ExtrasSelection = {
    modem: link.modem,
    extender: Math.min(maxExtenders, Math.max(0, link.extender)),
  };
  const setSelection = (update: (current: ExtrasSelection) => ExtrasSelection) =>
    void setLink((current) => {
      const next = update({ modem: current.modem, extender: current.extender });
      return { modem: next.modem > 0 ? 1 : 0, extender: next.extender };
    });
  // Steady, so the plan cards that did not change skip their redraw on a choice.
  const choosePlan = useCallback((id: string) => void setLink({ plan: id }), [setLink]);
  useAddressInLink(rules, qualification, record, [link, setLink]);
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
        plans.find((plan) => plan.id === link.plan) ??
        plans.find((plan) => plan.id === rules.defaultPlanId(plans)) ??
        null
      );
    },
    /**
     * The plan the link names when it is not among those offered (a saved choice no longer
     * sold, or not at this address): the journey says so rather than swap it silently.
     */
    unofferedPlan: (plans: readonly Plan[]) =>
      link.plan && !plans.some((plan) => plan.id === link.plan) ? link.plan : null,
    choosePlan,
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

type JourneyLink = ReturnType<typeof useQueryStates<typeof journeyLinkParsers>>;

/**
 * The checked address in the link, both ways: a link that names an address this tab has not
 * checked is checked again (found by the address search, then qualified, through the answer
 * caches); every address checked here is written to the link.
 */
function useAddressInLink<Outcome>(
  rules: OrderJourneyRules<Outcome>,
  qualification: Qualification,
  record: SqRecord | null,
  [link, setLink]: JourneyLink,
) {
  // While the link's own address is checked again, the tab's older one must not overwrite it.
  const restoring = useRef(false);
  const { qualify, fail } = qualification;
  useEffect(() => {
    const { address, location } = link;
    if (!address || !location || storedSqRecord()?.serviceLocationId === location) return;
    restoring.current = true;
    const controller = new AbortController();
    searchAddresses(address, rules, controller.signal)
      .then(async (items) => {
        const item = items.find((candidate) => candidate.locationId === location);
        if (item) await qualify(item, "search");
        else fail("search");
      })
      .catch(() => {
        if (!controller.signal.aborted) fail("search");
      })
      .finally(() => {
        if (!controller.signal.aborted) restoring.current = false;
      });
    return () => controller.abort();
    // Once, for the link the page was opened with; later addresses come from the address box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!record || restoring.current) return;
    if (record.address === link.address && record.serviceLocationId === link.location) return;
    void setLink({ address: record.address, location: record.serviceLocationId });
  }, [record, link.address, link.location, setLink]);
}
