import type * as Sentry from "@sentry/react";
import { REPORTS_CARRY_NO_VISITOR_DATA } from "@domain/site/error-reports";
import { withoutQuoteIds } from "@domain/quotes/quote-names";
import { browserEnv } from "./public-env";

type SentryModule = typeof Sentry;
let sentry: SentryModule | null = null;

/**
 * Loads error reporting only when a DSN is configured, so visitors of a site without it
 * never download the SDK.
 */
export function initBrowserMonitoring(): void {
  const env = browserEnv();
  if (!env?.SENTRY_DSN) return;
  const dsn = env.SENTRY_DSN;
  void import("@sentry/react").then((module) => {
    module.init({
      dsn,
      environment: env.SENTRY_ENVIRONMENT,
      dataCollection: REPORTS_CARRY_NO_VISITOR_DATA,
      // A quote's link opens it (ADR 0043): reports carry its id cut short, wherever it appears.
      beforeSend: (event) => JSON.parse(withoutQuoteIds(JSON.stringify(event))) as typeof event,
      beforeBreadcrumb: (crumb) =>
        JSON.parse(withoutQuoteIds(JSON.stringify(crumb))) as typeof crumb,
    });
    sentry = module;
  });
}

/** Logs an error and sends it to error reporting when that is on. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  console.error(error, context ?? "");
  sentry?.captureException(error, context ? { extra: context } : undefined);
}
