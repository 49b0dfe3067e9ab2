import { describe, expect, it } from "vitest";
import { purgeOldQuotes } from "./quote-retention";

describe("purgeOldQuotes", () => {
  it("purges what was made more than the retention's days before now", async () => {
    const cutoffs: Date[] = [];
    const quotes = {
      purgeCreatedBefore: async (cutoff: Date) => {
        cutoffs.push(cutoff);
        return 3;
      },
    };
    expect(await purgeOldQuotes(quotes, 365, new Date("2026-11-26T00:00:00.000Z"))).toBe(3);
    expect(cutoffs.map((cutoff) => cutoff.toISOString())).toEqual(["2025-11-26T00:00:00.000Z"]);
  });
});
