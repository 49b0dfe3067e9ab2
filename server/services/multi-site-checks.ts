import { newQuoteId } from "../../domain/quotes/quote-names";
import type { MultiSiteCheck } from "../../domain/multi-site/site-check";
import type { SiteEntry } from "../../domain/multi-site/site-list";
import { sameSite } from "../../domain/multi-site/site-list";
import type { PriceCheckerSpeed } from "../../domain/pricing/carriers";
import type { MultiSiteRepository } from "../db/multi-site-repository";

const HOUR_MS = 60 * 60 * 1000;
/** Checks whose JSON a node keeps written out: more than are polled at once on one node. */
const WRITTEN_CHECKS = 200;

export const CHECK_RUNNING =
  "Your last check is still running. Wait for its sites to finish, then check more.";
export const tooManyChecks = (perHour: number) =>
  `You have made ${perHour} checks in the last hour. Please try again later, or call us.`;
export const NOT_A_SUGGESTION = "Choose one of the addresses we found for this site.";

export type StartOutcome =
  | { kind: "started"; id: string }
  /** The client's limits: one check running at a time, and so many an hour. */
  | { kind: "limited"; message: string; retryAfterSeconds: number };

export type CheckAgainOutcome = "queued" | "not-found" | "still-checking" | "not-a-suggestion";

export interface MultiSiteCheckDependencies {
  checks: MultiSiteRepository;
  /** The keyed hash a client address is counted by (client-hash.ts). */
  hashClient: (address: string | undefined) => string | null;
  /** MULTI_SITE_CHECKS_PER_CLIENT_PER_HOUR. */
  perClientPerHour: number;
  /** MULTI_SITE_RUNNING_PER_CLIENT. */
  runningPerClient: number;
  /** A site is waiting: the worker takes it now rather than at its next poll. */
  nudge: () => void;
  now?: () => Date;
}

/**
 * Multi-site checks (ADR 0074): a buyer's list stored as a check whose sites the workers of any
 * node take. A check counts once against its client, whatever its sites cost upstream:
 * `runningPerClient` running at a time (one by default), and `perClientPerHour` an hour.
 */
export function createMultiSiteChecks({
  checks,
  hashClient,
  perClientPerHour,
  runningPerClient,
  nudge,
  now = () => new Date(),
}: MultiSiteCheckDependencies) {
  /** Each check's JSON as last written, with the revision it was read at (least recent first). */
  const written = new Map<string, { revision: number; json: string }>();

  return {
    async start(
      sites: readonly SiteEntry[],
      speed: PriceCheckerSpeed,
      clientAddress: string | undefined,
    ): Promise<StartOutcome> {
      const clientHash = hashClient(clientAddress);
      if (clientHash) {
        if ((await checks.runningFor(clientHash)) >= runningPerClient) {
          return { kind: "limited", message: CHECK_RUNNING, retryAfterSeconds: 10 };
        }
        const since = new Date(now().getTime() - HOUR_MS);
        if ((await checks.madeSince(clientHash, since)) >= perClientPerHour) {
          return {
            kind: "limited",
            message: tooManyChecks(perClientPerHour),
            retryAfterSeconds: 3600,
          };
        }
      }
      const id = newQuoteId();
      await checks.create({ id, clientHash, speed, sites, now: now() });
      nudge();
      return { kind: "started", id };
    },

    find: (id: string): Promise<MultiSiteCheck | null> => checks.find(id),

    /**
     * The check as JSON, as its page polls it: written out again only once its revision has
     * moved, so polls between two findings cost one small read. The revision is read first: a
     * finding recorded between it and the read of the check only makes the next poll read again.
     */
    async json(id: string): Promise<string | null> {
      const revision = await checks.revision(id);
      if (revision === null) return null;
      const kept = written.get(id);
      written.delete(id);
      if (kept?.revision === revision) {
        written.set(id, kept);
        return kept.json;
      }
      const check = await checks.find(id);
      if (!check) return null;
      const json = JSON.stringify(check);
      written.set(id, { revision, json });
      if (written.size > WRITTEN_CHECKS) written.delete(written.keys().next().value!);
      return json;
    },

    /**
     * A site checked again: at one of the addresses its look-up suggested (the buyer's choice),
     * or as it was, when a system did not answer.
     */
    async checkAgain(
      id: string,
      position: number,
      chosenAddress: string | null,
    ): Promise<CheckAgainOutcome> {
      const check = await checks.find(id);
      const site = check?.rows[position];
      if (!site) return "not-found";
      if (site.status === "pending") return "still-checking";
      // The suggestion as the look-up wrote it, never the client's spelling of it.
      const chosen =
        chosenAddress === null
          ? null
          : (site.suggestions ?? []).find((suggestion) => sameSite(suggestion, chosenAddress));
      if (chosen === undefined) return "not-a-suggestion";
      if (!(await checks.checkAgain(id, position, chosen))) return "still-checking";
      nudge();
      return "queued";
    },
  };
}

export type MultiSiteChecks = ReturnType<typeof createMultiSiteChecks>;
