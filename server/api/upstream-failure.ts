import type { Response } from "express";
import type { Logger } from "pino";
import type { UpstreamError } from "../services/upstream";
import { sendJsonError } from "../http/json-error";
import { sendValidationError } from "./validation";

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
  /**
   * Where the request carried the visitor's input: the field it came in, and the words for the
   * system refusing it. That refusal is the visitor's 422 on the field, not an outage.
   */
  refused?: { field: string; message: string };
}

/**
 * The 4xx answers that say the system read the request and refused what it carried. Not 401 or
 * 403 (our key refused), 429 (our rate), 404 (nothing there, or a wrong URL), 408 (a timeout)
 * nor 405, 406, 410 or 415 (a request of the wrong form, or an API that moved): those are ours
 * to fix, so they stay failures.
 */
const REFUSALS_OF_CONTENT: ReadonlySet<number> = new Set([400, 413, 414, 422]);

function refusedContent(error: UpstreamError): boolean {
  return (
    error.failure === "status" &&
    error.status !== undefined &&
    REFUSALS_OF_CONTENT.has(error.status)
  );
}

/**
 * An outside system's failure as a clean 502, or 504 on a timeout, logged at error with the
 * system and the kind of failure (and any context the caller adds, never the visitor's
 * details). A not-found the caller words is a 404 logged at info: nothing is broken. A refusal
 * of the visitor's input the caller words is a 422 on its field, logged at warn: the site let
 * through something the system would not take, so the site's own check wants a look.
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
  if (messages.refused && refusedContent(error)) {
    log.warn({ ...details, field: messages.refused.field }, "outside system refused the input");
    sendValidationError(res, { [messages.refused.field]: [messages.refused.message] });
    return;
  }
  log.error({ ...details, err: error }, "outside system failed");
  if (error.failure === "timeout") sendJsonError(res, 504, messages.timeout);
  else sendJsonError(res, 502, messages.unavailable);
}
