import * as Sentry from "@sentry/node";
import type { Logger } from "pino";

/** Logs a render or loader failure and reports it when error reporting is configured. */
export function captureServerError(error: unknown, logger: Logger, request: Request): void {
  const { pathname } = new URL(request.url);
  logger.error({ err: error, path: pathname }, "page render failed");
  if (Sentry.isInitialized()) Sentry.captureException(error);
}
