import { withoutQuoteIds } from "@domain/quotes/quote-names";
import type { SiteLoadContext } from "@domain/site/load-context";

/** Logs a render or loader failure and reports it when error reporting is configured. */
export function captureServerError(
  error: unknown,
  { logger, reportError }: Pick<SiteLoadContext, "logger" | "reportError">,
  request: Request,
): void {
  const { pathname } = new URL(request.url);
  logger.error({ err: error, path: withoutQuoteIds(pathname) }, "page render failed");
  reportError(error);
}
