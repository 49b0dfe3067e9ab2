/**
 * An nbn order's totals (spec 001 section 9):
 * - monthly = plan price (its special price while the special lasts, then the normal price)
 *   + the phone line + each chosen extra's monthly price;
 * - upfront = each chosen extra's upfront price plus its delivery fee;
 * - minimum charge = the first month's total + upfront.
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
}

export interface OrderSelection {
  plan: PricedPlan;
  /** The phone line's monthly price when chosen, else null. */
  phoneLine: number | null;
  extras: readonly PricedExtra[];
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

export function orderTotals({ plan, phoneLine, extras }: OrderSelection): OrderTotals {
  const addOns =
    cents(phoneLine ?? 0) + extras.reduce((sum, extra) => sum + cents(extra.monthlyPrice), 0);
  const upfront = extras.reduce(
    (sum, extra) => sum + cents(extra.upfrontPrice) + cents(extra.deliveryFee),
    0,
  );
  const firstMonths = cents(plan.special?.planPrice ?? plan.price) + addOns;
  const later = cents(plan.price) + addOns;
  return {
    monthly: dollars(firstMonths),
    afterSpecial: plan.special
      ? { monthly: dollars(later), fromMonth: plan.special.duration + 1 }
      : null,
    upfront: dollars(upfront),
    minimumCharge: dollars(firstMonths + upfront),
  };
}
