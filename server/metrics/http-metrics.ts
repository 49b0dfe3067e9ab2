import type { Request, RequestHandler, Response } from "express";
import type { Metrics } from "./registry";

/**
 * What a request is counted under (ADR 0072): a name from the site's own route table, never
 * from the client's path, so no run of made-up paths grows the series. A page (rendered or
 * cached) is "page"; an API call is the pattern of the route that answered it ("/api/search/
 * :address"), or the ready answer the fast path sent; an API path that matched no route is
 * "/api (not found)" when nothing answered it, "/api (invalid)" when it does not decode, and
 * "/api (unmatched)" when something before the routes answered it (a body or rate limit). The
 * full path is in the request log.
 */
export function routeOf(path: string, statusCode: number, matched?: string): string {
  const [, first = ""] = path.split("/");
  if (first === "assets" || first === "images") return `/${first}`;
  if (first === "healthz" || first === "readyz" || first === "__sim") return `/${first}`;
  if (first !== "api") return "page";
  if (matched !== undefined) return `/api${matched}`;
  if (!decodes(path)) return "/api (invalid)";
  return statusCode === 404 ? "/api (not found)" : "/api (unmatched)";
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Names the API answer a handler other than a route sent: a ready answer, whose own path is
 * one of the site's (the store holds the site's answers alone).
 */
export function answeredAs(res: Response, path: string): void {
  res.locals[ANSWERED_AS] = path.replace(/^\/api/, "");
}

const ANSWERED_AS = "metricsRoute";

/** The pattern of the API route that answered, as Express matched it; its routers are mounted at /api. */
function matchedPattern(req: Request, res: Response): string | undefined {
  const named: unknown = res.locals[ANSWERED_AS];
  if (typeof named === "string") return named;
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  return typeof pattern === "string" ? pattern : undefined;
}

/** Counts and times every request the general chain answers (the fast path counts its own). */
export function requestMetrics(metrics: Pick<Metrics, "request">): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once("finish", () => {
      const seconds = (performance.now() - started) / 1000;
      // originalUrl: inside a mounted router req.path has lost the mount point.
      const path = req.originalUrl.split("?")[0]!;
      const route = routeOf(path, res.statusCode, matchedPattern(req, res));
      metrics.request(req.method, route, res.statusCode, seconds);
    });
    next();
  };
}
