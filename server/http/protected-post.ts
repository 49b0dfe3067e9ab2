import type { RequestHandler } from "express";
import { verifyCsrf } from "./csrf";
import { jsonBody } from "./json-body";

/**
 * What every state-changing API call passes first, in this order: the per-client rate limit
 * (429, a clientRateLimit, which plain form posts of the same forms share), the forgery check
 * (419), then the body: JSON within the size limit (415, 413, 400) unless the route reads its
 * own (a multi-site check's list, server/http/site-list-body.ts).
 */
export function protectedPost(
  rateLimit: RequestHandler,
  publicUrl: string,
  body: RequestHandler[] = jsonBody(),
): RequestHandler[] {
  return [rateLimit, verifyCsrf(publicUrl), ...body];
}
