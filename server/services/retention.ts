import type { Logger } from "pino";
import { DAY_MS } from "../../domain/quotes/quote";

/** A store whose records are kept for a number of days after they were made. */
interface Retained {
  /** Removes the records made before `cutoff`; resolves to how many went. */
  purgeCreatedBefore(cutoff: Date): Promise<number>;
}

/** Often enough that nothing outlives its retention by much; each node's purge is idempotent. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes the records older than the retention (quotes, ADR 0043; multi-site checks, ADR 0074);
 * resolves to how many went.
 */
export function purgeOlderThan(
  store: Retained,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  return store.purgeCreatedBefore(new Date(now.getTime() - retentionDays * DAY_MS));
}

/**
 * A node's purge of one store ("quotes", "multi-site checks"): at start, then hourly; a
 * failure is logged and tried again next time.
 */
export function startRetentionPurge(
  what: string,
  store: Retained,
  retentionDays: number,
  logger: Logger,
): { stop(): void } {
  const run = () =>
    purgeOlderThan(store, retentionDays).then(
      (count) => {
        if (count > 0) logger.info({ count, retentionDays }, `old ${what} purged`);
      },
      (error: unknown) => logger.warn({ err: error }, `old ${what} could not be purged`),
    );
  void run();
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
