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
