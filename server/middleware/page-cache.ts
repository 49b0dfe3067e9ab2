import type { RequestHandler } from "express";

/** Stands in for the request's CSP nonce inside a cached page. */
const NONCE_MARKER = "__tidewire_nonce__";
const MAX_PAGES = 200;

interface CachedPage {
  body: string;
  contentType: string;
  expires: number;
}

/**
 * Keeps rendered pages for a while: page content only changes on deploy, so the HTML of
 * `GET /internet` is the same for every visitor but for the CSP nonce, which is swapped for
 * this request's own on the way out. Only plain 200 answers without a query string or a
 * cookie being set are kept, so agent links (`?agent_token=`), errors and anything personal
 * always render afresh. A TTL of 0 turns it off.
 */
export function pageCache(ttlMs: number): RequestHandler {
  const pages = new Map<string, CachedPage>();

  return (req, res, next) => {
    if (ttlMs <= 0 || req.method !== "GET" || req.originalUrl.includes("?")) return next();
    const nonce = String(res.locals.cspNonce ?? "");
    const key = req.path;
    const cached = pages.get(key);
    if (cached && cached.expires > Date.now()) {
      res.status(200).type(cached.contentType).setHeader("X-Page-Cache", "hit");
      res.end(cached.body.replaceAll(NONCE_MARKER, nonce));
      return;
    }

    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    const keep = (chunk: unknown) => {
      if (typeof chunk === "string") chunks.push(Buffer.from(chunk));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== "function") keep(chunk);
      const contentType = String(res.getHeader("Content-Type") ?? "");
      if (
        res.statusCode === 200 &&
        !res.getHeader("Set-Cookie") &&
        contentType.startsWith("text/html") &&
        nonce
      ) {
        if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
        pages.set(key, {
          body: Buffer.concat(chunks).toString("utf8").replaceAll(nonce, NONCE_MARKER),
          contentType,
          expires: Date.now() + ttlMs,
        });
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.setHeader("X-Page-Cache", "miss");
    next();
  };
}
