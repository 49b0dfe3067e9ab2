import type { RequestHandler } from "express";
import type { Metrics } from "./registry";

/**
 * What a request is counted under: a handful of names however many URLs visitors try. A page
 * (rendered or cached) is "page"; an API call is its first segment ("/api/search",
 * "/api/submit-contact-form"), and any API path that found nothing one name, so made-up paths
 * cannot grow the series. The full path is in the request log.
 */
export function routeOf(path: string, statusCode: number): string {
  const [, first = "", second = ""] = path.split("/");
  if (first === "assets" || first === "images") return `/${first}`;
  if (first === "healthz" || first === "readyz" || first === "__sim") return `/${first}`;
  if (first === "api") return statusCode === 404 ? "/api (not found)" : `/api/${second}`;
  return "page";
}

/** Counts and times every request the general chain answers (the fast path counts its own). */
export function requestMetrics(metrics: Pick<Metrics, "request">): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once("finish", () => {
      const seconds = (performance.now() - started) / 1000;
      // originalUrl: inside a mounted router req.path has lost the mount point.
      const path = req.originalUrl.split("?")[0]!;
      metrics.request(req.method, routeOf(path, res.statusCode), res.statusCode, seconds);
    });
    next();
  };
}
