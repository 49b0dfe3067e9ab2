import { describe, expect, it } from "vitest";
import { toggleExtra, setExtenderQuantity, DEFAULT_EXTRAS } from "../order/extras";
import { orderTotals } from "../order/totals";
import { FLIP_JOURNEY } from "./flip-journey";

// The catalogue's figures: Ultrafast nbn500 at $159 with no special, Premium nbn100 at $95 for
// 6 months then $105, the free modem with $20 delivery, the $120 extender with free delivery.
const NBN500 = { price: 159, special: null };
const NBN100 = { price: 105, special: { planPrice: 95, duration: 6 } };
const MODEM = { monthlyPrice: 0, upfrontPrice: 0, deliveryFee: 20 };
const EXTENDER = { monthlyPrice: 0, upfrontPrice: 120, deliveryFee: 0 };

function flipTotals(plan: typeof NBN500 | typeof NBN100, modem: number, extenders: number) {
  return orderTotals({
    plan,
    phoneLine: null,
    extras: [
      { ...MODEM, quantity: modem },
      { ...EXTENDER, quantity: extenders },
    ],
    minimumMonths: FLIP_JOURNEY.minimumMonths,
  });
}

describe("Flip to Fibre totals: 18 x monthly price + upfront", () => {
  it.each([
    // modem, extenders, upfront, total minimum cost
    [1, 0, 20, 18 * 159 + 20],
    [1, 1, 140, 18 * 159 + 140],
    [1, 2, 260, 18 * 159 + 260],
    [1, 5, 620, 18 * 159 + 620],
    [0, 0, 0, 18 * 159],
    [0, 3, 360, 18 * 159 + 360],
  ])("modem %i, %i extender(s): upfront $%i, minimum $%i", (modem, extenders, upfront, minimum) => {
    expect(flipTotals(NBN500, modem, extenders)).toEqual({
      monthly: 159,
      afterSpecial: null,
      upfront,
      minimumCharge: minimum,
    });
  });

  it("counts an introductory special for its months, then the plan's price", () => {
    expect(flipTotals(NBN100, 1, 1).minimumCharge).toBe(6 * 95 + 12 * 105 + 140);
  });

  it("follows the cart as the visitor adds, steps and removes extenders", () => {
    let cart = toggleExtra(DEFAULT_EXTRAS, "extender");
    cart = setExtenderQuantity(cart, cart.extender + 1);
    cart = setExtenderQuantity(cart, cart.extender + 1);
    expect(flipTotals(NBN500, cart.modem, cart.extender).upfront).toBe(20 + 3 * 120);
    cart = setExtenderQuantity(cart, 0);
    expect(flipTotals(NBN500, cart.modem, cart.extender).upfront).toBe(20 + 120);
  });
});
