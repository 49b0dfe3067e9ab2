import pino from "pino";
import { describe, expect, it } from "vitest";
import type { ClaimedSite, SiteClaim } from "../db/multi-site-repository";
import { startMultiSiteWorker, type MultiSiteWorker } from "./multi-site-worker";

const SITE: ClaimedSite = {
  checkId: "check-1",
  position: 0,
  address: "14 Hibberson St, Gungahlin ACT 2912",
  chosenAddress: null,
  speed: 100,
  attempts: 1,
};

/** Runs `work` after `hops` turns of the microtask queue. */
function afterMicrotasks(hops: number, work: () => void): void {
  if (hops === 0) work();
  else queueMicrotask(() => afterMicrotasks(hops - 1, work));
}

const NO_ADDRESS = { status: "failed", findings: { problem: "No address found" } } as const;

/**
 * A worker over `claimDue` and `checkSite` whose claims are never renewed, lost or let go, and
 * that never polls in a test's time: only a nudge or its start claims.
 */
function workerOver(
  claimDue: () => Promise<SiteClaim>,
  checkSite: Parameters<typeof startMultiSiteWorker>[0]["checkSite"],
): MultiSiteWorker {
  return startMultiSiteWorker({
    checks: {
      claimDue,
      renewClaim: async () => true,
      record: async () => true,
      release: async () => undefined,
    },
    checkSite,
    logger: pino({ level: "silent" }),
    sitesInFlight: 4,
    leaseMs: 15_000,
    pollMs: 60_000,
  });
}

describe("the multi-site worker", () => {
  // However many turns of the microtask queue after the last look the nudge comes, the
  // worker claims for it without waiting for its poll.
  it.each(Array.from({ length: 12 }, (_, n) => n + 1))(
    "claims at once for a nudge %i microtasks after a look that found nothing",
    async (hops) => {
      let calls = 0;
      let checked!: () => void;
      const siteChecked = new Promise<void>((resolve) => (checked = resolve));
      const worker: MultiSiteWorker = workerOver(
        async () => {
          calls += 1;
          // The first look finds nothing; a check is stored just after it, and its nudge comes
          // while that claim ends, before the worker is idle again.
          if (calls === 1) {
            afterMicrotasks(hops, () => worker.nudge());
            return { token: "none", sites: [] };
          }
          return calls === 2 ? { token: "t-1", sites: [SITE] } : { token: "none", sites: [] };
        },
        async () => {
          checked();
          return NO_ADDRESS;
        },
      );
      try {
        const inTime = await Promise.race([
          siteChecked.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000)),
        ]);
        expect(inTime).toBe(true);
      } finally {
        await worker.stop();
      }
    },
  );

  it("starts a claim's sites one to a turn of the event loop, its timers run between", async () => {
    const events: string[] = [];
    let started!: () => void;
    const allStarted = new Promise<void>((resolve) => (started = resolve));
    const sites = [0, 1, 2, 3].map((position) => ({ ...SITE, position }));
    let claims = 0;
    const ticker = setInterval(() => events.push("timer"), 1);
    const worker = workerOver(
      async () => ((claims += 1) === 1 ? { token: "t-1", sites } : { token: "none", sites: [] }),
      async (site) => {
        events.push(`site ${site.position}`);
        // A site's start as its calls open: longer than the timer's interval.
        const until = performance.now() + 3;
        while (performance.now() < until);
        if (site.position === 3) started();
        return NO_ADDRESS;
      },
    );
    try {
      await allStarted;
    } finally {
      clearInterval(ticker);
      await worker.stop();
    }
    const between = events.slice(events.indexOf("site 0"), events.indexOf("site 3") + 1);
    expect(between.filter((event) => event !== "timer")).toEqual([
      "site 0",
      "site 1",
      "site 2",
      "site 3",
    ]);
    expect(between.filter((event) => event === "timer").length).toBeGreaterThanOrEqual(3);
  });
});
