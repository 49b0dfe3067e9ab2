import type { RequestHandler } from "express";
import { cacheablePath } from "./campaign-tags";
import { holdUntilEnd } from "./page-answers";
import { createPageStore } from "./page-store";
import { prepareReadyAnswer, sendReadyAnswer } from "./ready-answer";

/** How long a rendered quote is kept; never past its validity (the route's Expires header). */
const KEEP_MS = 10 * 60 * 1000;
const MAX_QUOTES = 200;

/**
 * Quote pages rendered once and sent again (ADR 0043), unless the page cache is off
 * (PAGE_CACHE_TTL_MS=0): a quote never changes, so its page is
 * the same bytes until it expires. Kept by this node only, never by a shared cache: the answer
 * keeps the route's own headers (private, no-store, noindex, no-referrer). Only a 200 is kept,
 * until the route's Expires (the quote's valid-until) at the latest, so an expired quote's 410
 * is rendered when it is asked for.
 */
export function quoteAnswers(enabled: boolean): RequestHandler {
  const store = createPageStore(enabled ? KEEP_MS : 0, MAX_QUOTES);
  return (req, res, next) => {
    // The whole path: under the mount point req.path is cut short, and restored by the end.
    const path = cacheablePath(req.originalUrl);
    if (!store.enabled || req.method !== "GET" || path === null) {
      next();
      return;
    }
    const kept = store.get(path);
    if (kept) {
      sendReadyAnswer(req, res, kept);
      return;
    }
    holdUntilEnd(res, async (body) => {
      const expires = Date.parse(String(res.getHeader("Expires") ?? ""));
      if (res.statusCode !== 200 || !Number.isFinite(expires)) return null;
      const answer = await prepareReadyAnswer({
        body,
        headers: res.getHeaders(),
        cacheControl: String(res.getHeader("Cache-Control")),
        compression: "fast",
      });
      store.set(path, answer, expires - Date.now());
      return answer;
    });
    next();
  };
}
