import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cached, memoryCache, redisCache, type AnswerCache } from "./answer-cache";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const silent = pino({ level: "silent" });

afterEach(() => {
  vi.useRealTimers();
});

describe("the memory cache", () => {
  it("forgets an answer once its time is up", async () => {
    vi.useFakeTimers();
    const cache = memoryCache();
    await cache.set("a", { price: 1 }, 1_000);
    vi.advanceTimersByTime(999);
    expect(await cache.get("a")).toEqual({ price: 1 });
    vi.advanceTimersByTime(1);
    expect(await cache.get("a")).toBeUndefined();
  });

  it("drops the least recently used answer when full", async () => {
    const cache = memoryCache(2);
    await cache.set("a", 1, 60_000);
    await cache.set("b", 2, 60_000);
    await cache.get("a");
    await cache.set("c", 3, 60_000);
    expect([await cache.get("a"), await cache.get("b"), await cache.get("c")]).toEqual([
      1,
      undefined,
      3,
    ]);
  });
});

describe("cached", () => {
  it("asks once for the same key, again after a failure, and always with a ttl of 0", async () => {
    const cache = memoryCache();
    const load = vi.fn<() => Promise<string>>().mockResolvedValue("answer");
    expect(await cached(cache, "k", 60_000, load)).toBe("answer");
    expect(await cached(cache, "k", 60_000, load)).toBe("answer");
    expect(load).toHaveBeenCalledTimes(1);

    const failing = vi.fn<() => Promise<string>>().mockRejectedValue(new Error("upstream"));
    await expect(cached(cache, "f", 60_000, failing)).rejects.toThrow("upstream");
    await expect(cached(cache, "f", 60_000, failing)).rejects.toThrow("upstream");
    expect(failing).toHaveBeenCalledTimes(2);

    await cached(cache, "z", 0, load);
    await cached(cache, "z", 0, load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe("the Redis cache", () => {
  it("shares answers between nodes, with their time to live", async ({ skip }) => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
    const reachable = await redis.connect().then(
      () => true,
      () => false,
    );
    if (!reachable) {
      redis.disconnect();
      skip("Redis is not reachable on 127.0.0.1:6379");
    }
    const other = new Redis(REDIS_URL);
    try {
      const a: AnswerCache = redisCache(redis, silent);
      const b: AnswerCache = redisCache(other, silent);
      const key = `test:${randomUUID()}`;
      await a.set(key, { one_year: { monthly_rental: 560.5, installation: 0 } }, 5_000);
      expect(await b.get(key)).toEqual({ one_year: { monthly_rental: 560.5, installation: 0 } });
      const ttl = await redis.pttl(`tidewire:cache:${key}`);
      expect(ttl).toBeGreaterThan(4_000);
      expect(ttl).toBeLessThanOrEqual(5_000);
    } finally {
      redis.disconnect();
      other.disconnect();
    }
  });

  it("answers a miss, not an error, when Redis is down", async () => {
    const down = new Redis("redis://127.0.0.1:9", {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on("error", () => undefined);
    const cache = redisCache(down, silent);
    await cache.set("k", 1, 1_000);
    expect(await cache.get("k")).toBeUndefined();
    down.disconnect();
  });
});
