import { describe, expect, it } from "vitest";
import { purgeOlderThan } from "./retention";

describe("purgeOlderThan", () => {
  it("purges what was made more than the retention's days before now", async () => {
    const cutoffs: Date[] = [];
    const quotes = {
      purgeCreatedBefore: async (cutoff: Date) => {
        cutoffs.push(cutoff);
        return 3;
      },
    };
    expect(await purgeOlderThan(quotes, 365, new Date("2026-11-26T00:00:00.000Z"))).toBe(3);
    expect(cutoffs.map((cutoff) => cutoff.toISOString())).toEqual(["2025-11-26T00:00:00.000Z"]);
  });
});
