import type { Response } from "express";
import type { Logger } from "pino";
import type { UpstreamError } from "../integrations/http-client";
import { sendJsonError } from "./json";

/** What the visitor reads when an outside system fails: the timeout gets its own words. */
export interface UpstreamMessages {
  unavailable: string;
  timeout: string;
}

/**
 * An outside system's failure as a clean 502, or 504 on a timeout, logged with the system and
 * the kind of failure (and any context the caller adds, never the visitor's details).
 */
export function sendUpstreamFailure(
  res: Response,
  log: Logger,
  error: UpstreamError,
  messages: UpstreamMessages,
  context: Record<string, unknown> = {},
): void {
  log.error(
    { ...context, system: error.system, failure: error.failure, status: error.status, err: error },
    "outside system failed",
  );
  if (error.failure === "timeout") sendJsonError(res, 504, messages.timeout);
  else sendJsonError(res, 502, messages.unavailable);
}
