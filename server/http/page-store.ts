import type { ReadyAnswer } from "./ready-answer";

/**
 * Rendered pages kept ready to send (ADR 0007, 0019), by canonical path, for `ttlMs`; at most
 * `maxPages`, the oldest dropped first. Filled by the page handler's slow path and read first
 * by the fast path.
 */
export function createPageStore(ttlMs: number, maxPages = 200) {
  const pages = new Map<string, { answer: ReadyAnswer; expires: number }>();
  return {
    enabled: ttlMs > 0,
    get(path: string): ReadyAnswer | undefined {
      const page = pages.get(path);
      if (!page) return undefined;
      if (page.expires > Date.now()) return page.answer;
      pages.delete(path);
      return undefined;
    },
    /** Keeps the answer for the store's time, or less when `keepForMs` says so. */
    set(path: string, answer: ReadyAnswer, keepForMs = ttlMs): void {
      const keep = Math.min(ttlMs, keepForMs);
      if (keep <= 0) return;
      pages.delete(path);
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
      pages.set(path, { answer, expires: Date.now() + keep });
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
