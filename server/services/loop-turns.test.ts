import { describe, expect, it } from "vitest";
import { createLoopTurns } from "./loop-turns";

/** Holds the thread for `ms`, as a burst of synchronous work would. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("turns of the event loop", () => {
  it("gives each waiter a turn of its own, in order, with timers run between", async () => {
    const nextTurn = createLoopTurns();
    const events: string[] = [];
    const ticker = setInterval(() => events.push("timer"), 1);
    try {
      await Promise.all(
        [1, 2, 3, 4].map((n) =>
          nextTurn().then(() => {
            events.push(`work ${n}`);
            // Longer than the timer's interval: it is due before the next piece.
            busyFor(3);
          }),
        ),
      );
    } finally {
      clearInterval(ticker);
    }
    const work = events.filter((event) => event !== "timer");
    expect(work).toEqual(["work 1", "work 2", "work 3", "work 4"]);
    const between = events.slice(events.indexOf("work 1"), events.indexOf("work 4") + 1);
    expect(between.filter((event) => event === "timer").length).toBeGreaterThanOrEqual(3);
  });

  it("turns for waiters that come once the others are done", async () => {
    const nextTurn = createLoopTurns();
    await nextTurn();
    await expect(
      Promise.race([
        nextTurn().then(() => "turned"),
        new Promise((r) => setTimeout(() => r("stuck"), 500)),
      ]),
    ).resolves.toBe("turned");
  });
});
