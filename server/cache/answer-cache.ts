import type { Redis } from "ioredis";
import type { Logger } from "pino";

/**
 * Short-lived answers of outside systems, reused for identical questions (ADR 0014): in this
 * process's memory by default, in Redis when REDIS_URL is set so every node shares them. A
 * cache that fails is a miss, never a failed request.
 */
export interface AnswerCache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
}

/**
 * Least recently used first out, bounded by entries: a Map keeps insertion order, so a read
 * re-inserts its key and the first key is always the one to drop.
 */
export function memoryCache(maxEntries = 20_000): AnswerCache {
  const entries = new Map<string, { value: unknown; expires: number }>();
  return {
    async get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= Date.now()) return undefined;
      entries.set(key, entry);
      return entry.value as T;
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value, expires: Date.now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}

export function redisCache(redis: Redis, logger: Logger): AnswerCache {
  const prefix = "tidewire:cache:";
  const missed = (error: unknown) => {
    logger.warn({ err: (error as Error).message }, "answer cache unavailable");
    return undefined;
  };
  return {
    async get<T>(key: string) {
      try {
        const raw = await redis.get(prefix + key);
        return raw === null ? undefined : (JSON.parse(raw) as T);
      } catch (error) {
        return missed(error);
      }
    },
    async set(key, value, ttlMs) {
      try {
        await redis.set(prefix + key, JSON.stringify(value), "PX", ttlMs);
      } catch (error) {
        missed(error);
      }
    },
  };
}

/**
 * The cached answer to a question, or `load`'s, kept for ttlMs. A failure is thrown and never
 * kept, so the next visitor asks again; a ttl of 0 always asks.
 */
export async function cached<T>(
  cache: AnswerCache,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  if (ttlMs === 0) return load();
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  await cache.set(key, value, ttlMs);
  return value;
}

/**
 * The same cache, telling `record` of each look-up: the kind of answer (the key's first part,
 * "address" or "pricing") and whether it was there.
 */
export function countedCache(
  cache: AnswerCache,
  record: (kind: string, hit: boolean) => void,
): AnswerCache {
  return {
    async get<T>(key: string) {
      const value = await cache.get<T>(key);
      record(key.split(":", 1)[0]!, value !== undefined);
      return value;
    },
    set: (key, value, ttlMs) => cache.set(key, value, ttlMs),
  };
}
