import type { RequestHandler } from "express";
import { verifyCsrf } from "./csrf";
import { jsonBody } from "./json-body";
import { clientRateLimit, type RateLimitOptions } from "./rate-limit";

/**
 * What every state-changing API call passes first, in this order: the per-client rate limit
 * (429), the forgery check (419), then a JSON body within the size limit (415, 413, 400).
 */
export function protectedPost(limit: RateLimitOptions, publicUrl: string): RequestHandler[] {
  return [clientRateLimit(limit), verifyCsrf(publicUrl), ...jsonBody()];
}
