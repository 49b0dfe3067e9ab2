import type { Response } from "express";
import type { Logger } from "pino";
import type { UpstreamError } from "../integrations/http-client";
import { sendJsonError } from "../http/json-error";

/** What the visitor reads when an outside system fails: the timeout gets its own words. */
export interface UpstreamMessages {
  unavailable: string;
  timeout: string;
  /**
   * Where the system answers 404 for something that does not exist (an unknown location id),
   * that is the visitor's 404, not an outage. Without it a 404 is a failure like any other
   * (a carrier's API missing at its URL is misconfigured).
   */
  notFound?: string;
}

/**
 * An outside system's failure as a clean 502, or 504 on a timeout, logged at error with the
 * system and the kind of failure (and any context the caller adds, never the visitor's
 * details). A not-found the caller words is a 404 logged at info: nothing is broken.
 */
export function sendUpstreamFailure(
  res: Response,
  log: Logger,
  error: UpstreamError,
  messages: UpstreamMessages,
  context: Record<string, unknown> = {},
): void {
  const details = {
    ...context,
    system: error.system,
    failure: error.failure,
    status: error.status,
  };
  if (messages.notFound && error.failure === "status" && error.status === 404) {
    log.info(details, "outside system found nothing");
    sendJsonError(res, 404, messages.notFound);
    return;
  }
  log.error({ ...details, err: error }, "outside system failed");
  if (error.failure === "timeout") sendJsonError(res, 504, messages.timeout);
  else sendJsonError(res, 502, messages.unavailable);
}
