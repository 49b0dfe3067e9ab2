import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { cacheablePath } from "./campaign-tags";
import { sendReadyAnswer, type ReadyAnswer } from "./ready-answer";
import { requestIdFor } from "./request-id";
import { routeOf } from "../metrics/http-metrics";
import type { Metrics } from "../metrics/registry";

export interface FastPathOptions {
  /** The ready answer for a path (content JSON, a cached page), if there is one. */
  lookup(path: string): ReadyAnswer | undefined;
  logger: Logger;
  fromTrustedProxy(address: string): boolean;
  metrics?: Pick<Metrics, "request" | "pageCacheLookup">;
}

/**
 * What every visitor gets, answered before the general middleware chain (ADR 0019): a plain
 * GET or HEAD, without a query string or with campaign tags only, of a path with a ready answer. It sends the answer's
 * own headers (the same the slow path sends), in the encoding asked for or as a 304, and logs
 * one line like every other request. Anything else, including every personalised,
 * rate-limited or state-changing request, goes on to the full chain: the answer is false.
 */
export function createFastPath({ lookup, logger, fromTrustedProxy, metrics }: FastPathOptions) {
  // Its lines carry no headers, so nothing in them is redacted: redaction walks every line.
  const lines = logger.child({}, { redact: [] });
  return function fastPath(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    const path = cacheablePath(url);
    if (path === null) return false;
    const answer = lookup(path);
    if (!answer) return false;
    const started = performance.now();
    const id = requestIdFor(req, fromTrustedProxy);
    const page = String(answer.headers["content-type"]).startsWith("text/html");
    sendReadyAnswer(req, res, answer, {
      perResponse: page ? ["x-request-id", id, "x-page-cache", "hit"] : ["x-request-id", id],
    });
    const seconds = (performance.now() - started) / 1000;
    if (page) metrics?.pageCacheLookup(true);
    // A ready answer's own path names it: the store holds the site's own answers alone.
    const route = routeOf(
      path,
      res.statusCode,
      path.startsWith("/api/") ? path.slice(4) : undefined,
    );
    metrics?.request(req.method, route, res.statusCode, seconds);
    lines.info(
      {
        req: { id, method: req.method, path },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(seconds * 1000),
      },
      "request completed",
    );
    return true;
  };
}

export type FastPath = ReturnType<typeof createFastPath>;
