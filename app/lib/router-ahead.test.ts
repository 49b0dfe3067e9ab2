import { describe, expect, it, vi } from "vitest";
import { makeRouterAhead } from "./router-ahead";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const microtasks = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

describe("the router made ahead of hydration", () => {
  it("decodes the page's data in a task of its own, then makes the router in the next", async () => {
    let decoded!: () => void;
    const decoding = new Promise<void>((resolve) => (decoded = resolve));
    const calls: string[] = [];
    const prepare = vi.fn(() => {
      calls.push(calls.length === 0 ? "decode" : "make");
      if (calls.length === 1) throw decoding;
    });

    const made = makeRouterAhead(prepare);
    expect(calls, "nothing in the client entry's own task").toEqual([]);

    await nextTask();
    expect(calls).toEqual(["decode"]);

    decoded();
    await microtasks();
    expect(calls, "not in the task that finished the decoding").toEqual(["decode"]);

    await nextTask();
    expect(calls).toEqual(["decode", "make"]);
    await expect(made).resolves.toBeUndefined();
  });

  it("leaves a failure to HydratedRouter, which reports it as it renders", async () => {
    const prepare = vi.fn(() => {
      throw new Error("the loader data could not be decoded");
    });
    await expect(makeRouterAhead(prepare)).resolves.toBeUndefined();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it("waits for nothing where React Router makes its router as it renders (development)", async () => {
    // The tests load React Router as its package ships it, as the development server does.
    await expect(makeRouterAhead()).resolves.toBeUndefined();
  });
});
