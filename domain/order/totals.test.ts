import { describe, expect, it } from "vitest";
import { orderTotals, type PricedExtra, type PricedPlan } from "./totals";

// The spec's figures: Standard Plus at $86 with an introductory $70 for 6 months, a plan
// without a special, the $10 phone line, the modem (free, $20 delivery) and the $120 extender.
const SPECIAL: PricedPlan = { price: 86, special: { planPrice: 70, duration: 6 } };
const PLAIN: PricedPlan = { price: 129, special: null };
const PHONE = 10;
const MODEM: PricedExtra = { monthlyPrice: 0, upfrontPrice: 0, deliveryFee: 20 };
const EXTENDER: PricedExtra = { monthlyPrice: 0, upfrontPrice: 120, deliveryFee: 0 };

type Row = [
  plan: PricedPlan,
  phone: boolean,
  modem: boolean,
  extender: boolean,
  monthly: number,
  afterSpecial: number | null,
  upfront: number,
  minimum: number,
];

// Every combination the screen allows for each kind of plan, worked out by hand.
const ROWS: Row[] = [
  [SPECIAL, false, false, false, 70, 86, 0, 70],
  [SPECIAL, false, true, false, 70, 86, 20, 90],
  [SPECIAL, false, false, true, 70, 86, 120, 190],
  [SPECIAL, false, true, true, 70, 86, 140, 210],
  [SPECIAL, true, false, false, 80, 96, 0, 80],
  [SPECIAL, true, true, false, 80, 96, 20, 100],
  [SPECIAL, true, false, true, 80, 96, 120, 200],
  [SPECIAL, true, true, true, 80, 96, 140, 220],
  [PLAIN, false, false, false, 129, null, 0, 129],
  [PLAIN, false, true, false, 129, null, 20, 149],
  [PLAIN, false, false, true, 129, null, 120, 249],
  [PLAIN, false, true, true, 129, null, 140, 269],
  [PLAIN, true, false, false, 139, null, 0, 139],
  [PLAIN, true, true, false, 139, null, 20, 159],
  [PLAIN, true, false, true, 139, null, 120, 259],
  [PLAIN, true, true, true, 139, null, 140, 279],
];

describe("orderTotals", () => {
  it.each(ROWS)(
    "plan %o, phone %s, modem %s, extender %s",
    (plan, phone, modem, extender, monthly, afterSpecial, upfront, minimum) => {
      const totals = orderTotals({
        plan,
        phoneLine: phone ? PHONE : null,
        extras: [...(modem ? [MODEM] : []), ...(extender ? [EXTENDER] : [])],
      });
      expect(totals).toEqual({
        monthly,
        afterSpecial: afterSpecial === null ? null : { monthly: afterSpecial, fromMonth: 7 },
        upfront,
        minimumCharge: minimum,
      });
    },
  );

  it("adds an extra's monthly price to every month", () => {
    const rental: PricedExtra = { monthlyPrice: 4.95, upfrontPrice: 0, deliveryFee: 0 };
    const totals = orderTotals({ plan: SPECIAL, phoneLine: PHONE, extras: [rental] });
    expect(totals.monthly).toBe(84.95);
    expect(totals.afterSpecial?.monthly).toBe(100.95);
  });

  it("counts an extra's upfront price for each one in the cart, its delivery fee once", () => {
    const totals = orderTotals({
      plan: PLAIN,
      phoneLine: null,
      extras: [MODEM, { ...EXTENDER, deliveryFee: 15, quantity: 3 }],
    });
    expect(totals.upfront).toBe(20 + 3 * 120 + 15);
    expect(
      orderTotals({ plan: PLAIN, phoneLine: null, extras: [{ ...EXTENDER, quantity: 0 }] }).upfront,
    ).toBe(0);
  });

  it("adds cents without drifting", () => {
    const totals = orderTotals({
      plan: { price: 0.1, special: null },
      phoneLine: 0.2,
      extras: [{ monthlyPrice: 0, upfrontPrice: 0.1, deliveryFee: 0.2 }],
    });
    expect(totals).toMatchObject({ monthly: 0.3, upfront: 0.3, minimumCharge: 0.6 });
  });
});

describe("orderTotals over a longer minimum term", () => {
  it("charges the minimum months at the monthly price", () => {
    expect(
      orderTotals({ plan: PLAIN, phoneLine: null, extras: [MODEM], minimumMonths: 18 }),
    ).toMatchObject({ monthly: 129, upfront: 20, minimumCharge: 18 * 129 + 20 });
  });

  it("counts a special's months at its price and the rest at the plan's price", () => {
    expect(
      orderTotals({ plan: SPECIAL, phoneLine: null, extras: [], minimumMonths: 18 }).minimumCharge,
    ).toBe(6 * 70 + 12 * 86);
    expect(
      orderTotals({ plan: SPECIAL, phoneLine: null, extras: [], minimumMonths: 3 }).minimumCharge,
    ).toBe(3 * 70);
  });
});
