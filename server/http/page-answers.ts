import type { RequestHandler, Response } from "express";
import type { PageStore } from "./page-store";
import type { Metrics } from "../metrics/registry";
import { cacheablePath } from "./campaign-tags";
import {
  prepareReadyAnswer,
  sendReadyAnswer,
  smallestAnswer,
  type ReadyAnswer,
} from "./ready-answer";

/**
 * Holds back what is written to `res` until it ends, then lets `decide` turn the whole body
 * into a ready answer (sent in its place) or not (the body goes out as it was written).
 */
export function holdUntilEnd(
  res: Response,
  decide: (body: Buffer) => Promise<ReadyAnswer | null>,
): void {
  const chunks: Buffer[] = [];
  const original = { write: res.write, end: res.end, flush: res.flush };
  const keep = (chunk: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.flush = () => undefined;
  res.write = ((chunk: unknown) => {
    keep(chunk);
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown) => {
    if (typeof chunk !== "function") keep(chunk);
    const body = Buffer.concat(chunks);
    Object.assign(res, original);
    void decide(body).then(
      (answer) => (answer ? sendReadyAnswer(res.req, res, answer) : res.end(body)),
      (error: unknown) => {
        res.req.log?.error({ err: error }, "page could not be made ready: sent as rendered");
        res.end(body);
      },
    );
    return res;
  }) as typeof res.end;
}

/**
 * The slow path of a page (ADR 0007, 0019). A plain GET (no query string but campaign tags:
 * agent links and journey states render afresh) that renders 200 HTML without setting a cookie
 * or no-store becomes a ready answer, with an ETag and headers a shared cache may keep, stored
 * for the fast path and sent from it now. It is compressed fast, so the visitor does not wait
 * for the smallest compression (brotli at its best), which then takes its place
 * in the store (ADR 0067). Anything else goes out as React Router wrote it. React Router's
 * answer brings the page's own CSP (the hashes of its inline scripts), so the chain's
 * script-less one is taken off first.
 */
export function pageAnswers(
  store: PageStore,
  cacheControl: string,
  metrics?: Pick<Metrics, "pageCacheLookup">,
): RequestHandler {
  return (req, res, next) => {
    res.removeHeader("Content-Security-Policy");
    if (!store.enabled || req.method !== "GET" || cacheablePath(req.originalUrl) === null) {
      next();
      return;
    }
    res.setHeader("X-Page-Cache", "miss");
    metrics?.pageCacheLookup(false);
    const renderedFrom = store.edition();
    holdUntilEnd(res, async (body) => {
      const cacheable =
        res.statusCode === 200 &&
        !res.getHeader("Set-Cookie") &&
        // A page for one visitor (a quote) says so itself.
        !/no-store|private/.test(String(res.getHeader("Cache-Control") ?? "")) &&
        String(res.getHeader("Content-Type") ?? "").startsWith("text/html");
      if (!cacheable) return null;
      const answer = await prepareReadyAnswer({
        body,
        headers: res.getHeaders(),
        cacheControl,
        compression: "provisional",
      });
      // A render started before a content save is sent but not kept: nothing to shrink then.
      if (store.set(req.path, answer, undefined, renderedFrom))
        smallestAnswer(answer).then(
          (smallest) => store.replace(req.path, answer, smallest),
          (error: unknown) =>
            req.log?.error({ err: error }, "page left at fast compression until it expires"),
        );
      return answer;
    });
    next();
  };
}

/** Browsers revalidate every time (a 304 from the fast path); a shared cache keeps the page. */
export function pageCacheControl(ttlMs: number): string {
  const seconds = Math.round(ttlMs / 1000);
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 2}`;
}
