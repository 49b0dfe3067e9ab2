import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseEngines, type TestDatabase } from "../../tests/support/databases";
import { loadConfig } from "../../platform/config";
import { newQuoteId } from "../../domain/quotes/quote-names";
import type { SiteEntry } from "../../domain/multi-site/site-list";
import type { PriceCheckerSpeed } from "../../domain/pricing/carriers";
import { createDataLayer, type DataLayer } from "./database";
import { migrateToLatest } from "./migrate";
import {
  createMultiSiteRepository,
  type ClaimedSite,
  type MultiSiteRepository,
  type SiteFindings,
} from "./multi-site-repository";

const engines = await databaseEngines();

const T0 = new Date("2026-11-26T10:00:00.000Z");
const later = (ms: number, from = T0) => new Date(from.getTime() + ms);
const LEASE = 60_000;

const sites = (count: number, prefix = "George St, Sydney NSW 2000"): SiteEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    name: index === 0 ? "Ōtaki Organics — «Café» 🌿" : null,
    address: `${index + 1} ${prefix}`,
  }));

const FOUND: SiteFindings = {
  matchedAddress: "1 GEORGE ST, SYDNEY NSW 2000",
  nbn: {
    outcome: "available",
    words: "A FTTP nbn service is available",
    plans: [
      { id: "SMB-NBN-50", title: "Business nbn 50", speed: "50/20", price: 89, special: null },
    ],
    recommendedPlanId: "SMB-NBN-50",
  },
  fibre: {
    speed: 100,
    carriers: [
      { carrier: "TELSTRA", terms: [{ months: 12, monthly: 650, installation: 0 }], note: null },
      { carrier: "OPTUS", terms: [], note: "Optus did not answer: try again" },
    ],
    best: [{ months: 12, carrier: "TELSTRA", monthly: 650, installation: 0 }],
  },
};

/** Where a claimed site is, to compare claims by. */
const at = (site: Pick<ClaimedSite, "checkId" | "position">) => `${site.checkId}#${site.position}`;

describe.each(engines)("multi-site repository on $name", ({ create, skip }) => {
  let database: TestDatabase;
  let data: DataLayer;
  let checks: MultiSiteRepository;

  beforeAll(async () => {
    if (skip) return;
    database = await create();
    data = createDataLayer(loadConfig({ DATABASE_URL: database.url }).database);
    await migrateToLatest(data.db, data.kind);
    checks = createMultiSiteRepository(data.db);
  });
  afterAll(async () => {
    if (skip) return;
    await data.close();
    await database.drop();
  });
  // A claim takes pending sites of every check: each test starts with none.
  beforeEach(async () => {
    if (skip) return;
    await data.db.deleteFrom("multi_site_sites").execute();
    await data.db.deleteFrom("multi_site_checks").execute();
  });

  async function newCheck(
    count: number,
    {
      clientHash = null,
      speed = 100,
      now = T0,
    }: { clientHash?: string | null; speed?: PriceCheckerSpeed; now?: Date } = {},
  ): Promise<string> {
    const id = newQuoteId();
    await checks.create({ id, clientHash, speed, sites: sites(count), now });
    return id;
  }

  /** Claims every pending site and settles those of one check as done; lets go of the rest. */
  async function settle(checkId: string, now = T0) {
    const claim = await checks.claimDue(100, LEASE, now);
    for (const site of claim.sites.filter((each) => each.checkId === checkId)) {
      expect(await checks.record(claim.token, site, "done", FOUND, now)).toBe(true);
    }
    await checks.release(claim.token);
  }

  /** What the row holds of its claim, which no query answers. */
  const claimOf = (checkId: string, position: number) =>
    data.db
      .selectFrom("multi_site_sites")
      .select(["claim_token", "locked_until", "attempts"])
      .where("check_id", "=", checkId)
      .where("position", "=", position)
      .executeTakeFirstOrThrow();

  it.skipIf(skip)(
    "stores a check's sites in order, every one pending, the check running",
    async () => {
      const id = await newCheck(3, { speed: 500 });
      expect(await checks.find(id)).toEqual({
        id,
        status: "running",
        speed: 500,
        rows: [
          {
            position: 0,
            name: "Ōtaki Organics — «Café» 🌿",
            address: "1 George St, Sydney NSW 2000",
            status: "pending",
          },
          { position: 1, name: null, address: "2 George St, Sydney NSW 2000", status: "pending" },
          { position: 2, name: null, address: "3 George St, Sydney NSW 2000", status: "pending" },
        ],
      });
      expect(await checks.find(newQuoteId())).toBeNull();
    },
  );

  it.skipIf(skip)("keeps a hostile address as text", async () => {
    const id = newQuoteId();
    const address = "'; drop table multi_site_sites; -- 5 Providence Pde, Ripley QLD 4306";
    await checks.create({
      id,
      clientHash: null,
      speed: 100,
      sites: [{ name: null, address }],
      now: T0,
    });
    expect((await checks.find(id))?.rows[0]?.address).toBe(address);
  });

  it.skipIf(skip)("runs until no site is pending, whatever each settled as", async () => {
    const id = await newCheck(3);
    const claim = await checks.claimDue(10, LEASE, T0);
    const [first, second, third] = claim.sites;
    await checks.record(claim.token, first!, "done", FOUND, T0);
    await checks.record(claim.token, second!, "failed", { problem: "No address found" }, T0);
    expect((await checks.find(id))?.status).toBe("running");
    await checks.record(
      claim.token,
      third!,
      "choose",
      { suggestions: ["3 George St, Sydney NSW 2000"] },
      T0,
    );
    expect(await checks.find(id)).toMatchObject({
      status: "done",
      rows: [
        { position: 0, status: "done", ...FOUND },
        { position: 1, status: "failed", problem: "No address found" },
        { position: 2, status: "choose", suggestions: ["3 George St, Sydney NSW 2000"] },
      ],
    });
  });

  it.skipIf(skip)("counts a client's checks still running, and no one else's", async () => {
    const finished = await newCheck(1, { clientHash: "client-a" });
    await settle(finished);
    await newCheck(2, { clientHash: "client-a" });
    await newCheck(1, { clientHash: "client-b" });
    await newCheck(1, { clientHash: null });
    expect(await checks.runningFor("client-a")).toBe(1);
    expect(await checks.runningFor("client-b")).toBe(1);
    expect(await checks.runningFor("client-c")).toBe(0);
  });

  it.skipIf(skip)(
    "counts a client's checks made since a moment, that moment included",
    async () => {
      await newCheck(1, { clientHash: "client-a", now: T0 });
      await newCheck(1, { clientHash: "client-a", now: later(30 * 60_000) });
      await newCheck(1, { clientHash: "client-a", now: later(59 * 60_000) });
      await newCheck(1, { clientHash: "client-b", now: later(59 * 60_000) });
      expect(await checks.madeSince("client-a", T0)).toBe(3);
      expect(await checks.madeSince("client-a", later(30 * 60_000))).toBe(2);
      expect(await checks.madeSince("client-a", later(31 * 60_000))).toBe(1);
      expect(await checks.madeSince("client-a", later(60 * 60_000))).toBe(0);
      expect(await checks.madeSince("client-b", T0)).toBe(1);
      expect(await checks.madeSince("client-c", T0)).toBe(0);
    },
  );

  it.skipIf(skip)(
    "claims at most the limit, the lowest positions of every check first",
    async () => {
      const first = await newCheck(3, { speed: 100, now: T0 });
      const second = await newCheck(2, { speed: 1000, now: later(1000) });
      const claim = await checks.claimDue(3, LEASE, later(2000));
      expect(claim.sites).toEqual([
        {
          checkId: first,
          position: 0,
          address: "1 George St, Sydney NSW 2000",
          chosenAddress: null,
          speed: 100,
          attempts: 1,
        },
        {
          checkId: second,
          position: 0,
          address: "1 George St, Sydney NSW 2000",
          chosenAddress: null,
          speed: 1000,
          attempts: 1,
        },
        {
          checkId: first,
          position: 1,
          address: "2 George St, Sydney NSW 2000",
          chosenAddress: null,
          speed: 100,
          attempts: 1,
        },
      ]);
      const next = await checks.claimDue(10, LEASE, later(2000));
      expect(next.token).not.toBe(claim.token);
      expect(next.sites.map(at)).toEqual([`${second}#1`, `${first}#2`]);
    },
  );

  it.skipIf(skip)(
    "gives nothing while the lease holds, and everything once it has run out",
    async () => {
      const id = await newCheck(2);
      const claim = await checks.claimDue(10, LEASE, T0);
      expect(claim.sites.map(at)).toEqual([`${id}#0`, `${id}#1`]);
      expect((await checks.claimDue(10, LEASE, T0)).sites).toEqual([]);
      expect((await checks.claimDue(10, LEASE, later(LEASE - 1))).sites).toEqual([]);

      const taken = await checks.claimDue(10, LEASE, later(LEASE + 1));
      expect(taken.token).not.toBe(claim.token);
      expect(taken.sites.map((site) => [at(site), site.attempts])).toEqual([
        [`${id}#0`, 2],
        [`${id}#1`, 2],
      ]);
      expect(await claimOf(id, 0)).toMatchObject({ claim_token: taken.token, attempts: 2 });
    },
  );

  it.skipIf(skip)("gives each pending site to one of several claims made at once", async () => {
    const first = await newCheck(4);
    const second = await newCheck(3);
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => checks.claimDue(3, LEASE, T0)),
    );
    const claimed = claims.flatMap((claim) => claim.sites.map(at));
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claims.every((claim) => claim.sites.length <= 3)).toBe(true);
    // Whatever each claim read, the sites left are still there for the next.
    const rest = await checks.claimDue(10, LEASE, T0);
    expect([...claimed, ...rest.sites.map(at)].sort()).toEqual(
      [0, 1, 2, 3]
        .map((p) => `${first}#${p}`)
        .concat([0, 1, 2].map((p) => `${second}#${p}`))
        .sort(),
    );
  });

  it.skipIf(skip)("has nothing to claim when no site is pending", async () => {
    const claim = await checks.claimDue(10, LEASE, T0);
    expect(claim.sites).toEqual([]);
    expect(typeof claim.token).toBe("string");
  });

  it.skipIf(skip)("extends a lease it renews, for the sites still pending only", async () => {
    const id = await newCheck(2);
    const claim = await checks.claimDue(10, LEASE, T0);
    expect(await checks.renewClaim(claim.token, LEASE, later(LEASE / 2))).toBe(true);
    // Past the first lease, within the renewed one.
    expect((await checks.claimDue(10, LEASE, later(LEASE + 1))).sites).toEqual([]);
    expect((await checks.claimDue(10, LEASE, later(LEASE / 2 + LEASE + 1))).sites.map(at)).toEqual([
      `${id}#0`,
      `${id}#1`,
    ]);
    expect(await checks.renewClaim("00000000-0000-4000-8000-000000000000", LEASE, T0)).toBe(false);
  });

  it.skipIf(skip)("renews nothing once the claim's sites are settled", async () => {
    await newCheck(1);
    const claim = await checks.claimDue(10, LEASE, T0);
    await checks.record(claim.token, claim.sites[0]!, "done", FOUND, T0);
    expect(await checks.renewClaim(claim.token, LEASE, T0)).toBe(false);
  });

  it.skipIf(skip)("records progress under the claim and keeps holding the site", async () => {
    const id = await newCheck(1);
    const claim = await checks.claimDue(10, LEASE, T0);
    const site = claim.sites[0]!;
    const sofar: SiteFindings = { matchedAddress: FOUND.matchedAddress, nbn: FOUND.nbn };
    expect(await checks.record(claim.token, site, "pending", sofar, later(1000))).toBe(true);
    expect(await checks.find(id)).toMatchObject({
      status: "running",
      rows: [{ position: 0, status: "pending", ...sofar }],
    });
    expect(await claimOf(id, 0)).toMatchObject({ claim_token: claim.token });
    expect((await checks.claimDue(10, LEASE, later(1000))).sites).toEqual([]);
    // The claim records on till it settles, the last findings replacing the first.
    expect(await checks.record(claim.token, site, "done", FOUND, later(2000))).toBe(true);
    expect(await checks.find(id)).toEqual({
      id,
      status: "done",
      speed: 100,
      rows: [
        {
          position: 0,
          name: "Ōtaki Organics — «Café» 🌿",
          address: "1 George St, Sydney NSW 2000",
          status: "done",
          ...FOUND,
        },
      ],
    });
  });

  it.skipIf(skip)("moves a check's revision with every change its rows show", async () => {
    const id = await newCheck(2);
    const other = await newCheck(1);
    expect(await checks.revision(newQuoteId())).toBeNull();
    const revisions = [await checks.revision(id)];
    const claim = await checks.claimDue(10, LEASE, T0);
    // A claim changes nothing the check shows.
    expect(await checks.revision(id)).toBe(revisions[0]);
    const [first, second] = claim.sites.filter((site) => site.checkId === id);
    await checks.record(claim.token, first!, "pending", { matchedAddress: "1 GEORGE ST" }, T0);
    revisions.push(await checks.revision(id));
    // Within the same millisecond, and on another site of the check.
    await checks.record(claim.token, first!, "done", FOUND, T0);
    revisions.push(await checks.revision(id));
    await checks.record(claim.token, second!, "choose", { suggestions: ["2 George St"] }, T0);
    revisions.push(await checks.revision(id));
    const otherBefore = await checks.revision(other);
    expect(await checks.checkAgain(id, 1, "2 George St", T0)).toBe(true);
    revisions.push(await checks.revision(id));
    // A refused record changes nothing.
    expect(await checks.record(claim.token, first!, "failed", { problem: "x" }, T0)).toBe(false);
    revisions.push(await checks.revision(id));

    expect(
      revisions.slice(0, 5).every((revision, n) => n === 0 || revision! > revisions[n - 1]!),
    ).toBe(true);
    expect(revisions[5]).toBe(revisions[4]);
    expect(await checks.revision(other)).toBe(otherBefore);
  });

  it.skipIf(skip)("lets go of a site once it settles, and records no more on it", async () => {
    const id = await newCheck(1);
    const claim = await checks.claimDue(10, LEASE, T0);
    const site = claim.sites[0]!;
    expect(
      await checks.record(claim.token, site, "failed", { problem: "No address found" }, T0),
    ).toBe(true);
    expect(await claimOf(id, 0)).toMatchObject({ claim_token: null, locked_until: null });
    expect(await checks.record(claim.token, site, "done", FOUND, T0)).toBe(false);
    expect((await checks.find(id))?.rows[0]).toMatchObject({
      status: "failed",
      problem: "No address found",
    });
    expect((await checks.claimDue(10, LEASE, later(LEASE + 1))).sites).toEqual([]);
  });

  it.skipIf(skip)("records only under the claim that holds the site", async () => {
    const id = await newCheck(1);
    const stale = await checks.claimDue(10, LEASE, T0);
    const site = stale.sites[0]!;
    const current = await checks.claimDue(10, LEASE, later(LEASE + 1));
    expect(current.sites.map(at)).toEqual([at(site)]);

    expect(await checks.record(stale.token, site, "done", FOUND, later(LEASE + 2))).toBe(false);
    expect(await checks.record(stale.token, site, "pending", FOUND, later(LEASE + 2))).toBe(false);
    expect(
      await checks.record(
        "00000000-0000-4000-8000-000000000000",
        site,
        "done",
        FOUND,
        later(LEASE + 2),
      ),
    ).toBe(false);
    expect((await checks.find(id))?.rows[0]).toEqual({
      position: 0,
      name: "Ōtaki Organics — «Café» 🌿",
      address: "1 George St, Sydney NSW 2000",
      status: "pending",
    });
    expect(await checks.renewClaim(stale.token, LEASE, later(LEASE + 2))).toBe(false);

    expect(
      await checks.record(current.token, site, "failed", { problem: "No address found" }),
    ).toBe(true);
    expect((await checks.find(id))?.rows[0]?.status).toBe("failed");
  });

  it.skipIf(skip)("records a claim's finding on its own site only", async () => {
    const id = await newCheck(2);
    const claim = await checks.claimDue(1, LEASE, T0);
    expect(claim.sites.map(at)).toEqual([`${id}#0`]);
    expect(await checks.record(claim.token, { checkId: id, position: 1 }, "done", FOUND, T0)).toBe(
      false,
    );
    expect((await checks.find(id))?.rows.map((row) => row.status)).toEqual(["pending", "pending"]);
  });

  it.skipIf(skip)("releases a claim's pending sites for any claim to take at once", async () => {
    const id = await newCheck(2);
    const claim = await checks.claimDue(10, LEASE, T0);
    await checks.record(claim.token, claim.sites[0]!, "done", FOUND, T0);
    await checks.release(claim.token);

    const next = await checks.claimDue(10, LEASE, later(1000));
    expect(next.sites.map((site) => [at(site), site.attempts])).toEqual([[`${id}#1`, 2]]);
    expect(await checks.record(claim.token, claim.sites[1]!, "done", FOUND, later(1000))).toBe(
      false,
    );
    expect((await checks.find(id))?.rows.map((row) => row.status)).toEqual(["done", "pending"]);
  });

  it.skipIf(skip)("releases nothing for a token that holds nothing", async () => {
    const id = await newCheck(1);
    const claim = await checks.claimDue(10, LEASE, T0);
    await checks.release("00000000-0000-4000-8000-000000000000");
    expect(await claimOf(id, 0)).toMatchObject({ claim_token: claim.token });
    expect((await checks.claimDue(10, LEASE, T0)).sites).toEqual([]);
  });

  it.skipIf(skip)("checks a settled site again at the address the buyer chose", async () => {
    const id = await newCheck(2);
    const claim = await checks.claimDue(10, LEASE, T0);
    const suggestions = [
      "Unit 2, 1 George St, Sydney NSW 2000",
      "Unit 3, 1 George St, Sydney NSW 2000",
    ];
    await checks.record(claim.token, claim.sites[0]!, "choose", { suggestions }, T0);

    expect(await checks.checkAgain(id, 0, suggestions[1]!, later(1000))).toBe(true);
    const check = await checks.find(id);
    expect(check?.status).toBe("running");
    // What it found before is gone with its status.
    expect(check?.rows[0]).toEqual({
      position: 0,
      name: "Ōtaki Organics — «Café» 🌿",
      address: "1 George St, Sydney NSW 2000",
      status: "pending",
    });
    // Free to claim at once, though the first claim's lease has not run out.
    const again = await checks.claimDue(10, LEASE, later(1000));
    expect(again.sites).toEqual([
      expect.objectContaining({
        checkId: id,
        position: 0,
        chosenAddress: suggestions[1],
        // The buyer's retry starts the count of failed attempts again.
        attempts: 1,
      }),
    ]);
    expect(await checks.record(claim.token, again.sites[0]!, "done", FOUND, later(1000))).toBe(
      false,
    );
    expect(await checks.record(again.token, again.sites[0]!, "done", FOUND, later(1000))).toBe(
      true,
    );
  });

  it.skipIf(skip)("checks a site again as it was, keeping the address chosen before", async () => {
    const id = await newCheck(1);
    let claim = await checks.claimDue(10, LEASE, T0);
    await checks.record(claim.token, claim.sites[0]!, "choose", { suggestions: ["A", "B"] }, T0);
    await checks.checkAgain(id, 0, "Unit 2, 1 George St, Sydney NSW 2000", T0);
    claim = await checks.claimDue(10, LEASE, T0);
    await checks.record(claim.token, claim.sites[0]!, "done", FOUND, T0);

    expect(await checks.checkAgain(id, 0, null, later(1000))).toBe(true);
    claim = await checks.claimDue(10, LEASE, later(1000));
    expect(claim.sites[0]).toMatchObject({
      address: "1 George St, Sydney NSW 2000",
      chosenAddress: "Unit 2, 1 George St, Sydney NSW 2000",
    });
  });

  it.skipIf(skip)(
    "does not check again a site still pending, or one it does not hold",
    async () => {
      const id = await newCheck(2);
      expect(await checks.checkAgain(id, 0, "Unit 2, 1 George St, Sydney NSW 2000", T0)).toBe(
        false,
      );
      const claim = await checks.claimDue(1, LEASE, T0);
      // Claimed and still being checked: the claim keeps it.
      expect(await checks.checkAgain(id, 0, null, T0)).toBe(false);
      expect(await claimOf(id, 0)).toMatchObject({ claim_token: claim.token });
      expect(await checks.checkAgain(id, 5, null, T0)).toBe(false);
      expect(await checks.checkAgain(newQuoteId(), 0, null, T0)).toBe(false);
    },
  );

  it.skipIf(skip)(
    "purges the checks made before a date with their sites, and keeps the rest",
    async () => {
      const old = await newCheck(2, {
        clientHash: "client-a",
        now: new Date("2026-10-01T00:00:00.000Z"),
      });
      const settledOld = await newCheck(1, { now: new Date("2026-10-02T00:00:00.000Z") });
      await settle(settledOld, new Date("2026-10-02T00:00:00.000Z"));
      const recent = await newCheck(2, { clientHash: "client-a", now: T0 });
      const before = await checks.find(recent);

      expect(await checks.purgeCreatedBefore(new Date("2026-11-01T00:00:00.000Z"))).toBe(2);
      expect(await checks.find(old)).toBeNull();
      expect(await checks.find(settledOld)).toBeNull();
      expect(await checks.find(recent)).toEqual(before);
      const left = await data.db
        .selectFrom("multi_site_sites")
        .select(["check_id", "position"])
        .execute();
      expect(left.map(at2).sort()).toEqual([`${recent}#0`, `${recent}#1`]);
      expect(await checks.runningFor("client-a")).toBe(1);
      expect((await checks.claimDue(10, LEASE, T0)).sites.map(at)).toEqual([
        `${recent}#0`,
        `${recent}#1`,
      ]);
      expect(await checks.purgeCreatedBefore(new Date("2026-11-01T00:00:00.000Z"))).toBe(0);
    },
  );
});

const at2 = (row: { check_id: string; position: number }) => `${row.check_id}#${row.position}`;
