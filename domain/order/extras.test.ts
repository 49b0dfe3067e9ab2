import { describe, expect, it } from "vitest";
import {
  DEFAULT_EXTRAS,
  EXTENDER_QUANTITY,
  selectedExtraKeys,
  setExtenderQuantity,
  toggleExtra,
} from "./extras";

describe("extras selection", () => {
  it("starts with the modem included and no extender", () => {
    expect(DEFAULT_EXTRAS).toEqual({ modem: 1, extender: 0 });
    expect(selectedExtraKeys(DEFAULT_EXTRAS)).toEqual(["modem"]);
  });

  it("adds and removes one extra at a time", () => {
    const both = toggleExtra(DEFAULT_EXTRAS, "extender");
    expect(both).toEqual({ modem: 1, extender: 1 });
    expect(selectedExtraKeys(both)).toEqual(["modem", "extender"]);
    expect(selectedExtraKeys(toggleExtra(both, "modem"))).toEqual(["extender"]);
  });

  it("turns modem inclusion off when every extra is removed", () => {
    const none = toggleExtra(DEFAULT_EXTRAS, "modem");
    expect(none).toEqual({ modem: 0, extender: 0 });
    expect(selectedExtraKeys(none)).toEqual([]);
  });

  it("removes every extender at once, whatever the quantity", () => {
    const three = setExtenderQuantity(toggleExtra(DEFAULT_EXTRAS, "extender"), 3);
    expect(three.extender).toBe(3);
    expect(toggleExtra(three, "extender").extender).toBe(0);
  });
});

describe("extender quantity", () => {
  const added = toggleExtra(DEFAULT_EXTRAS, "extender");

  it("moves within 1 to 5", () => {
    expect(EXTENDER_QUANTITY).toEqual({ min: 1, max: 5 });
    expect(setExtenderQuantity(added, 2).extender).toBe(2);
    expect(setExtenderQuantity(added, 5).extender).toBe(5);
  });

  it.each([0, -1, -100])("never drops below 1 (asked for %i)", (quantity) => {
    expect(setExtenderQuantity(added, quantity).extender).toBe(1);
  });

  it.each([6, 50])("never rises above 5 (asked for %i)", (quantity) => {
    expect(setExtenderQuantity(added, quantity).extender).toBe(5);
  });

  it("ignores a quantity that is not a whole number, and an extender not in the cart", () => {
    expect(setExtenderQuantity(added, 2.5)).toBe(added);
    expect(setExtenderQuantity(added, Number.NaN)).toBe(added);
    expect(setExtenderQuantity(DEFAULT_EXTRAS, 3)).toBe(DEFAULT_EXTRAS);
  });
});
