import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { MultiSiteCheck, SiteRow, SiteStatus } from "../../domain/multi-site/site-check";
import { jobStatus } from "../../domain/multi-site/site-check";
import type { SiteEntry } from "../../domain/multi-site/site-list";
import type { PriceCheckerSpeed } from "../../domain/pricing/carriers";
import type { Database } from "./schema";
import { inTransaction } from "./transaction";

/** What a site has found, as its row keeps it: every SiteRow field but the ones the row holds. */
export type SiteFindings = Omit<SiteRow, "position" | "name" | "address" | "status">;

/** A pending site held by one claim, with what its check needs. */
export interface ClaimedSite {
  checkId: string;
  position: number;
  address: string;
  chosenAddress: string | null;
  speed: PriceCheckerSpeed;
  attempts: number;
}

export interface SiteClaim {
  token: string;
  sites: ClaimedSite[];
}

const iso = (date: Date) => date.toISOString();

/** A site no claim holds at `now`: never claimed, let go, or its lease run out. */
const unheldAt = (now: Date) => (eb: ExpressionBuilder<Database, "multi_site_sites">) =>
  eb.or([eb("locked_until", "is", null), eb("locked_until", "<", iso(now))]);

/**
 * Every query on multi-site checks (ADR 0074). A check's sites are claimed one lease at a time
 * under a token, like the lead outbox's entries: only the claim's holder records a finding, so a
 * node that stalled past its lease cannot overwrite the node that took the site over.
 */
export function createMultiSiteRepository(db: Kysely<Database>) {
  return {
    /** Stores a check and its sites, every one pending, in one transaction. */
    async create(check: {
      id: string;
      clientHash: string | null;
      speed: PriceCheckerSpeed;
      sites: readonly SiteEntry[];
      now: Date;
    }): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto("multi_site_checks")
          .values({
            id: check.id,
            client_hash: check.clientHash,
            speed: check.speed,
            created_at: iso(check.now),
          })
          .execute();
        await trx
          .insertInto("multi_site_sites")
          .values(
            check.sites.map((site, position) => ({
              check_id: check.id,
              position,
              name: site.name,
              address: site.address,
              status: "pending" as const,
              updated_at: iso(check.now),
            })),
          )
          .execute();
      });
    },

    /** The client's checks with a site still pending. */
    async runningFor(clientHash: string): Promise<number> {
      const row = await db
        .selectFrom("multi_site_checks")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("client_hash", "=", clientHash)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("multi_site_sites")
              .select("position")
              .whereRef("multi_site_sites.check_id", "=", "multi_site_checks.id")
              .where("multi_site_sites.status", "=", "pending"),
          ),
        )
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The client's checks made since then. */
    async madeSince(clientHash: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom("multi_site_checks")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("client_hash", "=", clientHash)
        .where("created_at", ">=", iso(since))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async find(id: string): Promise<MultiSiteCheck | null> {
      const check = await db
        .selectFrom("multi_site_checks")
        .select(["id", "speed"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!check) return null;
      const sites = await db
        .selectFrom("multi_site_sites")
        .select(["position", "name", "address", "status", "findings"])
        .where("check_id", "=", id)
        .orderBy("position")
        .execute();
      const rows = sites.map((site): SiteRow => ({
        position: site.position,
        name: site.name,
        address: site.address,
        status: site.status,
        ...(site.findings ? (JSON.parse(site.findings) as SiteFindings) : {}),
      }));
      return {
        id: check.id,
        status: jobStatus(rows),
        speed: check.speed as PriceCheckerSpeed,
        rows,
      };
    },

    /**
     * The check's revision: a number that grows with every change `find` would show (the sum of
     * its sites' own counts), read without their findings. Null when there is no such check.
     */
    async revision(id: string): Promise<number | null> {
      const row = await db
        .selectFrom("multi_site_sites")
        .select((eb) => eb.fn.sum<number | string | null>("revision").as("revision"))
        .where("check_id", "=", id)
        .executeTakeFirst();
      return row?.revision === null || row?.revision === undefined ? null : Number(row.revision);
    },

    /**
     * Claims up to `limit` pending sites for `leaseMs`, the lowest positions of every check
     * first, so checks running side by side share the workers rather than queue behind each
     * other. The sites are taken by one update that holds for each only while its lease has run
     * out: of nodes that read the same sites at once, one takes each.
     */
    async claimDue(limit: number, leaseMs: number, now = new Date()): Promise<SiteClaim> {
      const token = randomUUID();
      const due = db
        .selectFrom("multi_site_sites")
        .select(["check_id", "position"])
        .where("status", "=", "pending")
        .where(unheldAt(now))
        .orderBy("position")
        .orderBy("updated_at");
      // Most polls find nothing: reading first spares them a write (as the outbox does).
      if (!(await due.limit(1).executeTakeFirst())) return { token, sites: [] };
      const picked = await due.limit(limit).execute();
      if (picked.length === 0) return { token, sites: [] };
      const claimed = await db
        .updateTable("multi_site_sites")
        .set((eb) => ({
          locked_until: iso(new Date(now.getTime() + leaseMs)),
          claim_token: token,
          attempts: eb("attempts", "+", 1),
        }))
        .where((eb) =>
          eb.or(
            picked.map((site) =>
              eb.and([eb("check_id", "=", site.check_id), eb("position", "=", site.position)]),
            ),
          ),
        )
        .where("status", "=", "pending")
        .where(unheldAt(now))
        .returning(["check_id", "position", "address", "chosen_address", "attempts"])
        .execute()
        .then((rows) => rows.sort((a, b) => a.position - b.position));
      if (claimed.length === 0) return { token, sites: [] };
      const speeds = new Map(
        (
          await db
            .selectFrom("multi_site_checks")
            .select(["id", "speed"])
            .where("id", "in", [...new Set(claimed.map((row) => row.check_id))])
            .execute()
        ).map((check) => [check.id, check.speed as PriceCheckerSpeed]),
      );
      return {
        token,
        sites: claimed.flatMap((row) => {
          const speed = speeds.get(row.check_id);
          return speed === undefined
            ? []
            : [
                {
                  checkId: row.check_id,
                  position: row.position,
                  address: row.address,
                  chosenAddress: row.chosen_address,
                  speed,
                  attempts: row.attempts,
                },
              ];
        }),
      };
    },

    /** Extends the claim's lease on its sites still pending; false when it no longer holds any. */
    async renewClaim(token: string, leaseMs: number, now = new Date()): Promise<boolean> {
      const result = await db
        .updateTable("multi_site_sites")
        .set({ locked_until: iso(new Date(now.getTime() + leaseMs)) })
        .where("claim_token", "=", token)
        .where("status", "=", "pending")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Lets go of the claim's sites still pending, for any node to take now (a node stopping). */
    async release(token: string): Promise<void> {
      await db
        .updateTable("multi_site_sites")
        .set({ locked_until: null, claim_token: null })
        .where("claim_token", "=", token)
        .where("status", "=", "pending")
        .execute();
    },

    /**
     * Records what a site found under the claim that holds it: its final status (the claim then
     * lets go), or, still pending, what it has found so far. False when another claim holds it.
     */
    async record(
      token: string,
      site: Pick<ClaimedSite, "checkId" | "position">,
      status: SiteStatus,
      findings: SiteFindings,
      now = new Date(),
    ): Promise<boolean> {
      const settled = status !== "pending";
      const result = await db
        .updateTable("multi_site_sites")
        .set((eb) => ({
          status,
          findings: JSON.stringify(findings),
          updated_at: iso(now),
          revision: eb("revision", "+", 1),
          ...(settled ? { locked_until: null, claim_token: null } : {}),
        }))
        .where("check_id", "=", site.checkId)
        .where("position", "=", site.position)
        .where("claim_token", "=", token)
        .where("status", "=", "pending")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Sends a settled site back to be checked: at the address the buyer chose among its
     * suggestions, or again as it was (a carrier that did not answer). False when the site is
     * not there or still pending.
     */
    async checkAgain(
      checkId: string,
      position: number,
      chosenAddress: string | null,
      now = new Date(),
    ): Promise<boolean> {
      const result = await db
        .updateTable("multi_site_sites")
        .set((eb) => ({
          status: "pending",
          findings: null,
          locked_until: null,
          claim_token: null,
          // The buyer's own retry: MAX_SITE_ATTEMPTS counts the checks nodes died in since.
          attempts: 0,
          updated_at: iso(now),
          revision: eb("revision", "+", 1),
          ...(chosenAddress !== null ? { chosen_address: chosenAddress } : {}),
        }))
        .where("check_id", "=", checkId)
        .where("position", "=", position)
        .where("status", "<>", "pending")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Removes the checks made before `cutoff` (their sites with them); how many went. */
    async purgeCreatedBefore(cutoff: Date): Promise<number> {
      return inTransaction(db, async (trx) => {
        const old = trx
          .selectFrom("multi_site_checks")
          .select("id")
          .where("created_at", "<", iso(cutoff));
        await trx.deleteFrom("multi_site_sites").where("check_id", "in", old).execute();
        const result = await trx
          .deleteFrom("multi_site_checks")
          .where("created_at", "<", iso(cutoff))
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },
  };
}

export type MultiSiteRepository = ReturnType<typeof createMultiSiteRepository>;
