import type * as SentrySdk from "@sentry/node";
import { REPORTS_CARRY_NO_VISITOR_DATA } from "../domain/site/error-reports";
import { withoutQuoteIds } from "../domain/quotes/quote-names";

/**
 * Failures the operators must hear of, sent to Sentry when SENTRY_DSN is set. The SDK is
 * loaded only then: most nodes run without it, and loading it is a large share of a node's
 * start-up.
 */
let sentry: typeof SentrySdk | null = null;

export async function startErrorReporting(settings: {
  dsn: string | undefined;
  environment: string;
}): Promise<void> {
  if (!settings.dsn) return;
  sentry = await import("@sentry/node");
  sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    dataCollection: REPORTS_CARRY_NO_VISITOR_DATA,
    // A quote's link opens it (ADR 0043): reports carry its id cut short, wherever it appears.
    beforeSend: (event) => JSON.parse(withoutQuoteIds(JSON.stringify(event))) as typeof event,
  });
}

/** Reports a failure; nothing when reporting is off. */
export function reportServerError(error: unknown): void {
  sentry?.captureException(error);
}
