import { afterEach, describe, expect, it, vi } from "vitest";
import { createPageStore } from "./page-store";
import type { ReadyAnswer } from "./ready-answer";

const answer = (name: string) => ({ name }) as unknown as ReadyAnswer;

describe("page store", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps an answer for its time, or for less when the answer says so (a quote's expiry)", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T00:00:00Z") });
    const store = createPageStore(60_000);
    store.set("/page", answer("page"));
    store.set("/quotes/a", answer("quote"), 5_000);
    store.set("/quotes/expired", answer("gone"), -1);
    expect(store.get("/quotes/expired")).toBeUndefined();
    vi.advanceTimersByTime(5_001);
    expect(store.get("/quotes/a")).toBeUndefined();
    expect(store.get("/page")).toEqual(answer("page"));
    vi.advanceTimersByTime(55_000);
    expect(store.get("/page")).toBeUndefined();
  });

  it("drops the oldest answer when full", () => {
    const store = createPageStore(60_000, 2);
    store.set("/a", answer("a"));
    store.set("/b", answer("b"));
    store.set("/c", answer("c"));
    expect(store.get("/a")).toBeUndefined();
    expect(store.get("/c")).toEqual(answer("c"));
  });
});
