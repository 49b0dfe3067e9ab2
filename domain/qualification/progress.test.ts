import { describe, expect, it } from "vitest";
import { progressReached, stageAt } from "./progress";

describe("qualification progress", () => {
  it("reaches 60 at 8 s and 99 after a further 16 s", () => {
    expect(progressReached(0)).toBe(0);
    expect(progressReached(7_999)).toBe(0);
    expect(progressReached(8_000)).toBe(60);
    expect(progressReached(23_999)).toBe(60);
    expect(progressReached(24_000)).toBe(99);
    expect(progressReached(120_000)).toBe(99);
  });

  it("moves towards 60 over 8 s, then towards 99 over 16 s, then waits", () => {
    expect(stageAt(0)).toEqual({ value: 60, durationMs: 8_000 });
    expect(stageAt(8_000)).toEqual({ value: 99, durationMs: 16_000 });
    expect(stageAt(24_000)).toBeNull();
  });
});
