import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, formatPrice } from "./money";

describe("money", () => {
  it("always shows two decimals", () => {
    expect(formatMoney(4)).toBe("$4.00");
    expect(formatMoney(0.1)).toBe("$0.10");
    expect(formatMoney(1.655)).toBe("$1.66");
    expect(formatMoney(0)).toBe("$0.00");
  });

  it("separates thousands", () => {
    expect(formatMoney(1000)).toBe("$1,000.00");
    expect(formatMoney(1234567.5)).toBe("$1,234,567.50");
  });

  it("appends what the price is for", () => {
    expect(formatPrice({ amount: 40, suffix: "/mth" })).toBe("$40.00/mth");
    expect(formatPrice({ amount: 1000, suffix: " per port" })).toBe("$1,000.00 per port");
    expect(formatPrice({ amount: 15 })).toBe("$15.00");
  });
});

describe("formatMoney, written out", () => {
  const intl = new Intl.NumberFormat("en-AU", {
    style: "currency",
    currency: "AUD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  it("writes every amount as Intl's en-AU currency format does", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e12, max: 1e12, noNaN: true }),
          fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
          fc.integer({ min: -1e9, max: 1e9 }).map((tenths) => tenths / 1000),
        ),
        (amount) => {
          fc.pre(intl.format(amount) !== "-$0.00");
          expect(formatMoney(amount)).toBe(intl.format(amount));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it("rounds half away from zero, and never writes a negative nothing", () => {
    expect(formatMoney(0.125)).toBe("$0.13");
    expect(formatMoney(-0.125)).toBe("-$0.13");
    expect(formatMoney(-5)).toBe("-$5.00");
    expect(formatMoney(-1234.5)).toBe("-$1,234.50");
    expect(formatMoney(-0.001)).toBe("$0.00");
    expect(formatMoney(-0)).toBe("$0.00");
  });
});
