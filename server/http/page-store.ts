import type { ReadyAnswer } from "./ready-answer";

/**
 * Rendered pages kept ready to send (ADR 0007, 0019), by canonical path, for `ttlMs`; at most
 * `maxPages`, the oldest dropped first. Filled by the page handler's slow path and read first
 * by the fast path.
 */
export function createPageStore(ttlMs: number, maxPages = 200) {
  const pages = new Map<string, { answer: ReadyAnswer; expires: number }>();
  let edition = 0;
  return {
    enabled: ttlMs > 0,
    /** Which content the pages are rendered from; a render notes it when it starts. */
    edition: () => edition,
    /** Forgets every page (the content changed); renders started before are not kept. */
    clear(): void {
      edition += 1;
      pages.clear();
    },
    get(path: string): ReadyAnswer | undefined {
      const page = pages.get(path);
      if (!page) return undefined;
      if (page.expires > Date.now()) return page.answer;
      pages.delete(path);
      return undefined;
    },
    /**
     * Keeps the answer for the store's time, or less when `keepForMs` says so, unless the
     * content changed since its render started (`renderedFrom`, an `edition()`). Says whether
     * it kept it.
     */
    set(path: string, answer: ReadyAnswer, keepForMs = ttlMs, renderedFrom = edition): boolean {
      const keep = Math.min(ttlMs, keepForMs);
      if (keep <= 0 || renderedFrom !== edition) return false;
      pages.delete(path);
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
      pages.set(path, { answer, expires: Date.now() + keep });
      return true;
    },
    /**
     * Puts `next` in the place of `kept` (the same page in another form: its smallest
     * compression) until `kept` would have expired; nothing if the page was dropped or
     * rendered again meanwhile.
     */
    replace(path: string, kept: ReadyAnswer, next: ReadyAnswer): void {
      const page = pages.get(path);
      if (page?.answer === kept) page.answer = next;
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
