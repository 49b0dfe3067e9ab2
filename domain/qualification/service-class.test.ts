import { describe, expect, it } from "vitest";
import {
  isPlannedClass,
  isServiceClass,
  normaliseTechnology,
  technologyFamily,
  technologyLabel,
} from "./service-class";

describe("service classes", () => {
  it("accepts exactly 0-13, 20-24 and 30-34", () => {
    const valid = Array.from({ length: 40 }, (_, cls) => cls).filter(isServiceClass);
    expect(valid).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 20, 21, 22, 23, 24, 30, 31, 32, 33, 34,
    ]);
    expect(isServiceClass(-1)).toBe(false);
    expect(isServiceClass(3.5)).toBe(false);
  });

  it("names each class's family", () => {
    expect([0, 4, 7, 10, 20, 30].map(technologyFamily)).toEqual([
      "FTTP",
      "FIXED_WIRELESS",
      "SATELLITE",
      "FTTN_FTTB",
      "HFC",
      "FTTC",
    ]);
  });

  it("treats the first class of each family as planned", () => {
    expect([0, 4, 7, 10, 20, 30].every(isPlannedClass)).toBe(true);
    expect([1, 3, 5, 9, 13, 24, 34].some(isPlannedClass)).toBe(false);
  });

  it("reads short codes and long names, and labels them for a sentence", () => {
    expect(normaliseTechnology("fttn")).toBe("FTTN");
    expect(normaliseTechnology("Fibre to the Curb")).toBe("FTTC");
    expect(normaliseTechnology("Fixed Wireless")).toBe("WIRELESS");
    expect(normaliseTechnology("ADSL")).toBeNull();
    expect(technologyLabel("WIRELESS")).toBe("Fixed Wireless");
    expect(technologyLabel("HFC")).toBe("HFC");
  });
});
