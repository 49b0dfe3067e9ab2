import type { Logger } from "pino";
import { DAY_MS } from "../../domain/quotes/quote";
import type { QuotesRepository } from "../db/quotes-repository";

/** Often enough that nothing outlives its retention by much; each node's purge is idempotent. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Removes the quotes older than the retention (ADR 0043); resolves to how many went. */
export function purgeOldQuotes(
  quotes: Pick<QuotesRepository, "purgeCreatedBefore">,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  return quotes.purgeCreatedBefore(new Date(now.getTime() - retentionDays * DAY_MS));
}

/** The worker's purge: at start, then hourly; a failure is logged and tried again next time. */
export function startQuotePurge(
  quotes: Pick<QuotesRepository, "purgeCreatedBefore">,
  retentionDays: number,
  logger: Logger,
): { stop(): void } {
  const run = () =>
    purgeOldQuotes(quotes, retentionDays).then(
      (count) => {
        if (count > 0) logger.info({ count, retentionDays }, "old quotes purged");
      },
      (error: unknown) => logger.warn({ err: error }, "old quotes could not be purged"),
    );
  void run();
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
