import type { RequestHandler } from "express";
import { canonicalPagePath } from "../../domain/site/canonical-path";

/**
 * Sends a page asked for under another spelling (`/CONTACT`, `/contact/`) to its canonical
 * path with a 301, keeping the query. Only GET and HEAD: a form post is never redirected.
 */
export const canonicalPages: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const canonical = canonicalPagePath(req.path);
  if (canonical === req.path) return next();
  const query = req.originalUrl.indexOf("?");
  res.redirect(301, canonical + (query >= 0 ? req.originalUrl.slice(query) : ""));
};
