import type { Logger } from "pino";
import { reportServerError } from "../../platform/error-reporting";
import type { SiteStatus } from "../../domain/multi-site/site-check";
import type {
  ClaimedSite,
  MultiSiteRepository,
  SiteClaim,
  SiteFindings,
} from "../db/multi-site-repository";
import { createLoopTurns } from "./loop-turns";
import type { SiteChecker } from "./site-checker";

export const SITE_CHECK_FAULT = "We could not check this site: try again";

/** A site whose checks have ended so often without an answer (nodes dying on it) fails. */
export const MAX_SITE_ATTEMPTS = 5;

export interface MultiSiteWorkerOptions {
  checks: Pick<MultiSiteRepository, "claimDue" | "renewClaim" | "record" | "release">;
  checkSite: SiteChecker;
  logger: Logger;
  /** Sites in flight at once on this node (MULTI_SITE_SITES_IN_FLIGHT). */
  sitesInFlight: number;
  /** How long a claim holds without renewal (MULTI_SITE_LEASE_MS). */
  leaseMs: number;
  /** How often an idle worker looks for sites another node was given (OUTBOX_POLL_MS). */
  pollMs: number;
}

/**
 * The multi-site worker (ADR 0074): every node runs one. It keeps up to `sitesInFlight` sites
 * in flight, claiming more as each finishes, and renews its claims every third of the lease
 * while they are in flight; a node that dies leaves its sites to run out their lease and be
 * taken by another, and one that stops lets go of its sites for another to take at once. A
 * site's findings are recorded only under the claim that holds it. A claim's sites start one to
 * a turn of the event loop: started together, their calls to the outside world held the loop
 * for a fifth of a second at a check's start (ADR 0074).
 */
export function startMultiSiteWorker({
  checks,
  checkSite,
  logger,
  sitesInFlight,
  leaseMs,
  pollMs,
}: MultiSiteWorkerOptions) {
  let stopping = false;
  let inFlight = 0;
  /** The claims with sites in flight: each token's lease renewal. */
  const claims = new Map<string, NodeJS.Timeout>();
  let claiming: Promise<void> | null = null;
  let again = false;
  const nextTurn = createLoopTurns();

  async function checkOne(token: string, site: ClaimedSite): Promise<void> {
    const record = (status: SiteStatus, findings: SiteFindings) =>
      checks.record(token, site, status, findings);
    try {
      if (site.attempts > MAX_SITE_ATTEMPTS) {
        await record("failed", { problem: SITE_CHECK_FAULT });
        return;
      }
      const outcome = await checkSite(site, async (findings) => {
        await record("pending", findings);
      });
      if (!(await record(outcome.status, outcome.findings)) && !stopping) {
        logger.warn({ position: site.position }, "multi-site check's site left to another node");
      }
    } catch (error) {
      // A stopping node's sites are another's now: what this one found is not recorded.
      if (stopping) return;
      logger.error({ err: error, position: site.position }, "multi-site check's site failed");
      reportServerError(error);
      await record("failed", { problem: SITE_CHECK_FAULT }).catch(() => false);
    }
  }

  function runClaim({ token, sites }: SiteClaim): void {
    inFlight += sites.length;
    let left = sites.length;
    const heartbeat = setInterval(() => {
      checks
        .renewClaim(token, leaseMs)
        .catch((error: unknown) => logger.warn({ err: error }, "multi-site claim renewal failed"));
    }, leaseMs / 3);
    claims.set(token, heartbeat);
    for (const site of sites) {
      // A stopping node has let go of the sites still waiting for their turn.
      void nextTurn()
        .then(() => (stopping ? undefined : checkOne(token, site)))
        .finally(() => {
          inFlight -= 1;
          left -= 1;
          if (left === 0) {
            clearInterval(heartbeat);
            claims.delete(token);
          }
          fill();
        });
    }
  }

  /** Claims sites while there is room, one claim at a time. */
  function fill(): void {
    if (stopping) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = (async () => {
      do {
        again = false;
        while (!stopping && inFlight < sitesInFlight) {
          const claim = await checks.claimDue(sitesInFlight - inFlight, leaseMs);
          if (claim.sites.length === 0) break;
          runClaim(claim);
        }
      } while (again && !stopping);
    })()
      .catch((error: unknown) => logger.error({ err: error }, "multi-site claim failed"))
      .finally(() => {
        claiming = null;
        // A nudge between the loop's last look and here found it still claiming: claim for it.
        if (again) fill();
      });
  }

  const timer = setInterval(fill, pollMs);
  timer.unref();
  fill();

  return {
    /** A site is waiting (a new check, a site to check again): claim now, not at the next poll. */
    nudge: fill,
    /**
     * Stops claiming and lets go of the sites in flight (shutdown): another node takes them now
     * rather than after their lease, and this one's answers for them are not recorded.
     */
    async stop(): Promise<void> {
      stopping = true;
      clearInterval(timer);
      await claiming;
      await Promise.all(
        [...claims].map(([token, heartbeat]) => {
          clearInterval(heartbeat);
          return checks
            .release(token)
            .catch((error: unknown) =>
              logger.warn({ err: error }, "multi-site claim could not be let go"),
            );
        }),
      );
    },
  };
}

export type MultiSiteWorker = ReturnType<typeof startMultiSiteWorker>;
