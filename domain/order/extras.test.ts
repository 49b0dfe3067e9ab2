import { describe, expect, it } from "vitest";
import { DEFAULT_EXTRAS, selectedExtraKeys, toggleExtra } from "./extras";

describe("extras selection", () => {
  it("starts with the modem included and no extender", () => {
    expect(DEFAULT_EXTRAS).toEqual({ modem: true, extender: false });
    expect(selectedExtraKeys(DEFAULT_EXTRAS)).toEqual(["modem"]);
  });

  it("adds and removes one extra at a time", () => {
    const both = toggleExtra(DEFAULT_EXTRAS, "extender");
    expect(selectedExtraKeys(both)).toEqual(["modem", "extender"]);
    expect(selectedExtraKeys(toggleExtra(both, "modem"))).toEqual(["extender"]);
  });

  it("turns modem inclusion off when every extra is removed", () => {
    const none = toggleExtra(DEFAULT_EXTRAS, "modem");
    expect(none).toEqual({ modem: false, extender: false });
    expect(selectedExtraKeys(none)).toEqual([]);
  });
});
