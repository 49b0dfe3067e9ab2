import { describe, expect, it } from "vitest";
import { compactAbn, isValidAbn } from "./abn";

describe("ABN check", () => {
  it.each(["51 824 753 556", "53004085616", "33-051-775-556"])("accepts %s", (abn) => {
    expect(isValidAbn(abn)).toBe(true);
  });

  it.each([
    ["one digit changed", "51 824 753 557"],
    ["ten digits", "5182475355"],
    ["twelve digits", "518247535561"],
    ["letters", "51 824 753 55A"],
    ["empty", ""],
  ])("refuses %s", (_case, abn) => {
    expect(isValidAbn(abn)).toBe(false);
  });

  it("drops the spaces and dashes people type", () => {
    expect(compactAbn(" 51 824-753 556 ")).toBe("51824753556");
  });
});
