import type * as SentrySdk from "@sentry/node";

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
  sentry.init({ dsn: settings.dsn, environment: settings.environment, sendDefaultPii: false });
}

/** Reports a failure; nothing when reporting is off. */
export function reportServerError(error: unknown): void {
  sentry?.captureException(error);
}
