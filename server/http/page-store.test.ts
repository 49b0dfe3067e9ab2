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

  it("forgets every page when the content changes, and keeps no render started before", () => {
    const store = createPageStore(60_000);
    store.set("/a", answer("a"));
    const startedBefore = store.edition();
    store.clear();
    expect(store.get("/a")).toBeUndefined();
    expect(store.set("/b", answer("old content"), undefined, startedBefore)).toBe(false);
    expect(store.get("/b")).toBeUndefined();
    expect(store.set("/b", answer("new content"), undefined, store.edition())).toBe(true);
    expect(store.get("/b")).toEqual(answer("new content"));
  });

  it("puts a page's smallest form in its place for the rest of its time, unless the page changed meanwhile", () => {
    vi.useFakeTimers({ now: new Date("2026-11-29T00:00:00Z") });
    const store = createPageStore(60_000);
    const fast = answer("compressed fast");
    store.set("/a", fast);
    vi.advanceTimersByTime(50_000);
    const smallest = answer("compressed smallest");
    store.replace("/a", fast, smallest);
    expect(store.get("/a")).toBe(smallest);
    vi.advanceTimersByTime(10_001);
    expect(store.get("/a")).toBeUndefined();

    const first = answer("first render");
    store.set("/b", first);
    const again = answer("rendered again");
    store.set("/b", again);
    store.replace("/b", first, answer("first render, smallest"));
    expect(store.get("/b")).toBe(again);

    const before = answer("before a content save");
    store.set("/c", before);
    store.clear();
    store.replace("/c", before, answer("before a content save, smallest"));
    expect(store.get("/c")).toBeUndefined();
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
