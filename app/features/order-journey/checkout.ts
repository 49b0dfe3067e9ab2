import { formatMoney } from "@domain/format/money";
import { selectedExtraKeys, type ExtraKey, type ExtrasSelection } from "@domain/order/extras";
import type { Extra, OrderExtras } from "@domain/order/extras-schema";
import type { Plan } from "@domain/plans/plan-schema";
import type { DataLayerEvent } from "~/lib/analytics";

/** The extras in the cart, with their prices and how many of each. */
export type ChosenExtra = Extra & { key: ExtraKey; quantity: number };

export function chosenExtras(extras: OrderExtras, selection: ExtrasSelection): ChosenExtra[] {
  return selectedExtraKeys(selection).map((key) => ({
    key,
    ...extras[key],
    quantity: selection[key],
  }));
}

interface CheckoutItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

/** The GA4 begin_checkout event every journey pushes before its order leaves (ADR 0033). */
export function beginCheckoutEvent(
  value: number,
  plan: Plan,
  extras: readonly ChosenExtra[],
  more: readonly CheckoutItem[] = [],
): DataLayerEvent {
  return {
    event: "begin_checkout",
    ecommerce: {
      currency: "AUD",
      value,
      items: [
        {
          item_id: plan.id,
          item_name: plan.planTitle,
          price: plan.special?.planPrice ?? plan.price,
          quantity: 1,
        },
        ...more,
        ...extras.map((extra) => ({
          item_id: extra.key,
          item_name: extra.title,
          price: extra.upfrontPrice + extra.deliveryFee,
          quantity: extra.quantity,
        })),
      ],
    },
  };
}

/** A plan's price as the order summary lists it, with any introductory special. */
export function planPriceDetail(plan: Plan): string {
  return plan.special
    ? `${formatMoney(plan.special.planPrice)}/mth for ${plan.special.duration} months, then ${formatMoney(plan.price)}/mth`
    : `${formatMoney(plan.price)}/mth`;
}
