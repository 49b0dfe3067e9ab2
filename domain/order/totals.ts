/**
 * An order's totals (docs/product.md §B9), the same sums for every journey:
 * - monthly = plan price (its special price while the special lasts, then the normal price)
 *   + the phone line + each chosen extra's monthly price (times its quantity);
 * - upfront = each chosen extra's upfront price times its quantity, plus its delivery fee
 *   (once per extra, however many are sent);
 * - minimum charge = what the journey's minimum term costs + upfront. The small-business nbn
 *   page's minimum is its first month; Flip to Fibre's is 18 months ("18 x monthly price").
 * Worked in whole cents so sums never drift.
 */
export interface PricedPlan {
  price: number;
  special: { planPrice: number; duration: number } | null;
}

export interface PricedExtra {
  monthlyPrice: number;
  upfrontPrice: number;
  deliveryFee: number;
  /** How many are in the cart (1 unless the journey offers a quantity). */
  quantity?: number;
}

export interface OrderSelection {
  plan: PricedPlan;
  /** The phone line's monthly price when chosen, else null. */
  phoneLine: number | null;
  extras: readonly PricedExtra[];
  /** The months the minimum charge covers; 1 unless the journey says otherwise. */
  minimumMonths?: number;
}

export interface OrderTotals {
  /** What each of the first months costs (the special price while it lasts). */
  monthly: number;
  /** With a special: the monthly total after it ends, and how many months it lasts. */
  afterSpecial: { monthly: number; fromMonth: number } | null;
  upfront: number;
  minimumCharge: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amount: number) => amount / 100;

export function orderTotals({
  plan,
  phoneLine,
  extras,
  minimumMonths = 1,
}: OrderSelection): OrderTotals {
  const addOns =
    cents(phoneLine ?? 0) +
    extras.reduce((sum, extra) => sum + cents(extra.monthlyPrice) * (extra.quantity ?? 1), 0);
  const upfront = extras.reduce(
    (sum, extra) =>
      (extra.quantity ?? 1) > 0
        ? sum + cents(extra.upfrontPrice) * (extra.quantity ?? 1) + cents(extra.deliveryFee)
        : sum,
    0,
  );
  const firstMonths = cents(plan.special?.planPrice ?? plan.price) + addOns;
  const later = cents(plan.price) + addOns;
  const specialMonths = Math.min(plan.special?.duration ?? 0, minimumMonths);
  const minimumTerm = firstMonths * specialMonths + later * (minimumMonths - specialMonths);
  return {
    monthly: dollars(firstMonths),
    afterSpecial: plan.special
      ? { monthly: dollars(later), fromMonth: plan.special.duration + 1 }
      : null,
    upfront: dollars(upfront),
    minimumCharge: dollars(minimumTerm + upfront),
  };
}
