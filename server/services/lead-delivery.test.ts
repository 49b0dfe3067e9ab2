import { describe, expect, it } from "vitest";
import { retryDelay } from "./lead-delivery";

describe("retry delay", () => {
  it("doubles from the base with each attempt", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, 30_000, middle))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it("spreads retries by up to 20 % either way", () => {
    expect(retryDelay(1, 30_000, () => 0)).toBe(24_000);
    expect(retryDelay(1, 30_000, () => 1)).toBe(36_000);
  });

  it("never waits more than six hours between attempts", () => {
    expect(retryDelay(30, 30_000, () => 0.5)).toBe(6 * 60 * 60 * 1000);
  });
});
