import { describe, expect, it } from "vitest";
import { keyedQueue } from "./keyed-queue";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("keyedQueue", () => {
  it("runs one key's tasks one at a time, in order, and other keys alongside", async () => {
    const oneAtATime = keyedQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      oneAtATime("a", task("a1")),
      oneAtATime("a", task("a2")),
      oneAtATime("b", task("b1")),
    ]);
    expect(results).toEqual(["a1", "a2", "b1"]);
    expect(log.indexOf("a1 end")).toBeLessThan(log.indexOf("a2 start"));
    expect(log.indexOf("b1 start")).toBeLessThan(log.indexOf("a1 end"));
  });

  it("goes on after a task fails, and hands the failure to its caller only", async () => {
    const oneAtATime = keyedQueue();
    const failed = oneAtATime("a", () => Promise.reject(new Error("no")));
    const next = oneAtATime("a", () => Promise.resolve("yes"));
    await expect(failed).rejects.toThrow("no");
    await expect(next).resolves.toBe("yes");
  });
});
