import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ADDRESS_MIN_LENGTH } from "./address-items";
import {
  ADDRESS_TEXT_MAX_LENGTH,
  ADDRESS_TEXT_MIN_LENGTH,
  boundedAddressText,
  isWithinAddressTextBounds,
} from "./address-text";

describe("address text bounds", () => {
  it("are the address API's: 3 to 200 characters once trimmed", () => {
    expect([ADDRESS_TEXT_MIN_LENGTH, ADDRESS_TEXT_MAX_LENGTH]).toEqual([3, 200]);
    expect(isWithinAddressTextBounds("ab")).toBe(false);
    expect(isWithinAddressTextBounds("  ab \u3000")).toBe(false);
    expect(isWithinAddressTextBounds("abc")).toBe(true);
    expect(isWithinAddressTextBounds(` ${"x".repeat(200)} `)).toBe(true);
    expect(isWithinAddressTextBounds("x".repeat(201))).toBe(false);
  });

  it("trims, then refuses text outside them with messages naming the field", () => {
    const schema = boundedAddressText(z.string(), "address");
    expect(schema.parse("  12 George St\u00a0")).toBe("12 George St");
    expect(schema.safeParse("ab").error?.issues.map((issue) => issue.message)).toEqual([
      "The address must be at least 3 characters.",
    ]);
    expect(schema.safeParse("x".repeat(201)).error?.issues.map((issue) => issue.message)).toEqual([
      "The address may not be longer than 200 characters.",
    ]);
  });

  it("lets a way in start later, never earlier, than the API", () => {
    const searchBox = boundedAddressText(z.string(), "address", ADDRESS_MIN_LENGTH);
    expect(searchBox.safeParse("abcd").success).toBe(false);
    expect(searchBox.safeParse("abcde").success).toBe(true);
    expect(searchBox.safeParse("x".repeat(201)).success).toBe(false);
    expect(ADDRESS_MIN_LENGTH).toBeGreaterThanOrEqual(ADDRESS_TEXT_MIN_LENGTH);
    expect(() => boundedAddressText(z.string(), "address", 2)).toThrow(RangeError);
  });

  it("says only that something other than text is not text", () => {
    const schema = boundedAddressText(z.string({ error: "Give it once, as text." }), "address");
    expect(schema.safeParse(["a", "b"]).error?.issues.map((issue) => issue.message)).toEqual([
      "Give it once, as text.",
    ]);
  });

  it("keeps the rules of the schema it is given", () => {
    const digits = boundedAddressText(z.string().regex(/^\d*$/, "digits only"), "number");
    expect(digits.safeParse("12a").error?.issues.map((issue) => issue.message)).toEqual([
      "digits only",
    ]);
  });
});
