import type { RequestHandler } from "express";
import { verifyCsrf } from "./csrf";
import { jsonBody } from "./json-body";

/**
 * What every state-changing API call passes first, in this order: the per-client rate limit
 * (429, a clientRateLimit, which plain form posts of the same forms share), the forgery check (419), then a JSON body within the size limit (415, 413, 400).
 */
export function protectedPost(rateLimit: RequestHandler, publicUrl: string): RequestHandler[] {
  return [rateLimit, verifyCsrf(publicUrl), ...jsonBody()];
}
