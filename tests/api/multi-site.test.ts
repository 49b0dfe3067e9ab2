import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MultiSiteCheck, MultiSiteReceipt } from "../../domain/multi-site/site-check";
import {
  formatChoices,
  multiSiteTotals,
  pricedChoice,
  type SiteChoice,
} from "../../domain/multi-site/site-choices";
import type { MultiSiteQuote } from "../../domain/quotes/quote";
import type { QuoteReceipt } from "../../domain/quotes/quote-form";
import { loadConfig } from "../../platform/config";
import { createDataLayer } from "../../server/db/database";
import { createQuotesRepository } from "../../server/db/quotes-repository";
import { createTestDatabase } from "../support/databases";
import {
  csrfSession,
  postForm,
  storedLeads,
  VALID_QUOTE,
  type CsrfSession,
} from "../support/forms";
import { startInProcess, type InProcessSite } from "../support/in-process";
import { startServer, type TestSite } from "../support/server";
import { signAgentToken } from "../support/agent-token";
import { crmRecord, startSimulators, type RunningSimulators } from "../support/simulators";

/**
 * Multi-site checks end to end (ADR 0074): the real site, its stand-ins answering over HTTP,
 * the workers claiming sites from the database. Each list below is a buyer's, with the demo
 * addresses of the README's "Trying each outcome".
 */

const FIVE_OUTCOMES = [
  { name: "Head office", address: "14 Hibberson St, Gungahlin ACT 2912" },
  { name: "Box Hill store", address: "9 Fontana Dr, Box Hill NSW 2765" },
  { name: "Winton depot", address: "8 Oondooroo St, Winton QLD 4735" },
  { name: "Parramatta clinic", address: "120 Church St, Parramatta NSW 2150" },
  { name: null, address: "Suite 3 1 Harbour Esp, Docklands VIC 3008" },
];

interface PostOptions {
  session?: CsrfSession | null;
  contentType?: string;
  query?: string;
}

async function postList(
  site: TestSite,
  body: string | Uint8Array<ArrayBuffer>,
  { session, contentType = "application/json", query = "" }: PostOptions = {},
): Promise<Response> {
  const pair = session === undefined ? await csrfSession(site.baseUrl) : session;
  return fetch(`${site.baseUrl}/api/multi-site-checks${query}`, {
    method: "POST",
    headers: {
      "content-type": contentType,
      origin: site.baseUrl,
      ...(pair ? { cookie: pair.cookie, "x-xsrf-token": pair.token } : {}),
    },
    body,
  });
}

const json = (value: unknown) => JSON.stringify(value);

async function startCheck(site: TestSite, sites: unknown, options?: PostOptions) {
  const response = await postList(site, json({ sites }), options);
  expect(response.status, await response.clone().text()).toBe(202);
  return (await response.json()) as MultiSiteReceipt;
}

const readCheck = async (site: TestSite, id: string) =>
  (await (await fetch(`${site.baseUrl}/api/multi-site-checks/${id}`)).json()) as MultiSiteCheck;

/** The check once no site is pending. */
async function settled(site: TestSite, id: string, timeout = 20_000): Promise<MultiSiteCheck> {
  let check: MultiSiteCheck | undefined;
  await expect
    .poll(async () => (check = await readCheck(site, id)).status, { timeout, interval: 200 })
    .toBe("done");
  return check!;
}

async function checkAgain(site: TestSite, body: unknown) {
  const session = await csrfSession(site.baseUrl);
  return fetch(`${site.baseUrl}/api/multi-site-checks/check-again`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: site.baseUrl,
      cookie: session.cookie,
      "x-xsrf-token": session.token,
    },
    body: json(body),
  });
}

let server: InProcessSite;
beforeAll(async () => {
  // One client sends every check here, one after another; the limits have a server of their own.
  server = await startInProcess({
    env: { MULTI_SITE_CHECKS_PER_CLIENT_PER_HOUR: "1000", RATE_LIMIT_PER_MINUTE: "1000" },
  });
});
afterAll(async () => {
  await server?.stop();
});

describe("a multi-site check", () => {
  it("checks every site on the server: the address, the nbn outcome, the fibre prices", async () => {
    const receipt = await startCheck(server, FIVE_OUTCOMES);
    expect(receipt).toMatchObject({ siteCount: 5, merged: [] });
    const check = await settled(server, receipt.id);
    expect(check.rows.map((row) => [row.name, row.status, row.nbn?.outcome])).toEqual([
      ["Head office", "done", "available"],
      ["Box Hill store", "done", "not-ready"],
      ["Winton depot", "done", "no-service"],
      ["Parramatta clinic", "done", "upgrade"],
      [null, "done", "available"],
    ]);
    const [head, boxHill, , parramatta, docklands] = check.rows;
    expect(head!.matchedAddress).toBe("14 Hibberson St, Gungahlin ACT 2912");
    expect(head!.nbn!.words).toBe("A FTTP nbn service is available");
    expect(head!.nbn!.plans.length).toBeGreaterThan(0);
    expect(head!.nbn!.plans.map((plan) => plan.id)).toContain(head!.nbn!.recommendedPlanId);
    expect(boxHill!.nbn).toMatchObject({ words: "Not nbn ready yet", plans: [] });
    expect(parramatta!.nbn!.words).toMatch(/^Upgrade to full fibre available from /);
    // Six carriers asked; the best price per term is the cheapest over the term of those that priced.
    expect(docklands!.fibre!.carriers).toHaveLength(6);
    expect(docklands!.fibre!.best.map((best) => best.months)).toEqual([12, 24, 36]);
    for (const best of docklands!.fibre!.best) {
      const costs = docklands!.fibre!.carriers.flatMap(({ terms }) =>
        terms.filter((term) => term.months === best.months),
      );
      const cost = (t: { monthly: number; installation: number }) =>
        t.monthly * best.months + t.installation;
      expect(cost(best)).toBe(Math.min(...costs.map(cost)));
    }
  });

  it("says 'No address found' for a line of nonsense, and checks the others", async () => {
    const { id } = await startCheck(server, [
      { address: "qwzx plimbo frasset" },
      { address: "14 Hibberson St, Gungahlin ACT 2912" },
    ]);
    const check = await settled(server, id);
    expect(check.rows[0]).toMatchObject({ status: "failed", problem: "No address found" });
    expect(check.rows[1]).toMatchObject({ status: "done" });
  });

  it("asks the buyer to choose when the look-up is not sure, then checks the address chosen", async () => {
    const { id } = await startCheck(server, [{ address: "Church St" }]);
    const first = await settled(server, id);
    expect(first.rows[0]!.status).toBe("choose");
    const suggestions = first.rows[0]!.suggestions!;
    expect(suggestions.length).toBeGreaterThan(1);

    const refused = await checkAgain(server, {
      id,
      position: 0,
      address: "1 Nowhere Rd, Perth WA 6000",
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: { address: [expect.any(String)] } });

    const chosen = suggestions[0]!;
    const queued = await checkAgain(server, { id, position: 0, address: chosen.toUpperCase() });
    expect(queued.status).toBe(202);
    const second = await settled(server, id);
    // The look-up's own text, not the client's spelling of it.
    expect(second.rows[0]).toMatchObject({ status: "done", matchedAddress: chosen });
  });

  it("takes a CSV file: a BOM, semicolons, quoted fields, duplicates merged and said so", async () => {
    const csv =
      "\uFEFFSite name;Address\r\n" +
      '"Gungahlin; front office";"14 Hibberson St, Gungahlin ACT 2912"\r\n' +
      ";\r\n" +
      'Again;"14 hibberson st gungahlin act 2912"\r\n' +
      'Docklands;"Suite 3 1 Harbour Esp, Docklands VIC 3008"\r\n';
    const response = await postList(server, csv, { contentType: "text/csv", query: "?speed=500" });
    expect(response.status).toBe(202);
    const receipt = (await response.json()) as MultiSiteReceipt;
    expect(receipt).toMatchObject({
      siteCount: 2,
      merged: [{ address: "14 Hibberson St, Gungahlin ACT 2912", times: 2 }],
    });
    const check = await settled(server, receipt.id);
    expect(check.speed).toBe(500);
    expect(check.rows.map((row) => row.name)).toEqual(["Gungahlin; front office", "Docklands"]);
  });

  it("takes a pasted list as text, `site name, address` or an address a line", async () => {
    const pasted =
      "Head office, 14 Hibberson St, Gungahlin ACT 2912\n\n9 Fontana Dr, Box Hill NSW 2765\n";
    const response = await postList(server, pasted, { contentType: "text/plain" });
    expect(response.status).toBe(202);
    const check = await settled(server, ((await response.json()) as MultiSiteReceipt).id);
    expect(check.rows.map((row) => [row.name, row.address])).toEqual([
      ["Head office", "14 Hibberson St, Gungahlin ACT 2912"],
      [null, "9 Fontana Dr, Box Hill NSW 2765"],
    ]);
  });

  it("keeps hostile text as text: script tags, SQL-like names, emoji", async () => {
    const hostile = [
      { name: "<script>alert(1)</script>", address: "14 Hibberson St, Gungahlin ACT 2912" },
      { name: "Robert'); DROP TABLE multi_site_sites;--", address: "' OR 1=1 --" },
      { name: "Café 🦘 Ünïcode", address: "🦘🦘🦘" },
    ];
    const { id } = await startCheck(server, hostile);
    const check = await settled(server, id);
    expect(check.rows.map((row) => row.name)).toEqual(hostile.map((site) => site.name));
    expect(check.rows.map((row) => row.status)).toEqual(["done", "failed", "failed"]);
    expect(check.rows[1]!.problem).toBe("No address found");
  });

  it("gives the results as CSV whose cells cannot carry a formula", async () => {
    const { id } = await startCheck(server, [
      {
        name: '=HYPERLINK("http://evil.example","Click")',
        address: "14 Hibberson St, Gungahlin ACT 2912",
      },
      { name: "+61 2 5550 1234", address: "-1 Nowhere St" },
      { name: "@SUM(A1:A2)", address: "9 Fontana Dr, Box Hill NSW 2765" },
    ]);
    await settled(server, id);
    const response = await fetch(`${server.baseUrl}/api/multi-site-checks/${id}/csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="sites-checked-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toMatch(/^Site,Address given,Matched address,Status,nbn outcome/);
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)","14 Hibberson/,
    );
    expect(lines[2]).toMatch(/^'\+61 2 5550 1234,'-1 Nowhere St,,Not checked,/);
    expect(lines[3]).toMatch(/^'@SUM\(A1:A2\),"9 Fontana Dr/);
    for (const line of lines.filter(Boolean)) {
      for (const cell of line.split(",")) expect(cell).not.toMatch(/^"?[=+@-]/);
    }
  });

  it("answers 404 for a check that is not there, whatever the id", async () => {
    for (const id of ["01jd0000000000000000000000", "nope", "%00", "../quotes"]) {
      const response = await fetch(`${server.baseUrl}/api/multi-site-checks/${id}`);
      expect([404]).toContain(response.status);
    }
  });
});

describe("a list the rules refuse, with a clear error and nothing stored", () => {
  const refused = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    return (await response.json()) as { message: string; errors?: Record<string, string[]> };
  };

  it("a body over the size limit: 413 with the limit", async () => {
    const big = "9 Fontana Dr, Box Hill NSW 2765\n".repeat(4_000);
    const answer = await refused(await postList(server, big, { contentType: "text/plain" }), 413);
    expect(answer.message).toMatch(/larger than 100 KB/);
  });

  it("more than 50 sites: 422 naming the limit and the count", async () => {
    const sites = Array.from({ length: 51 }, (_, n) => ({
      address: `${n + 1} Smith St, Fitzroy VIC 3065`,
    }));
    const answer = await refused(await postList(server, json({ sites })), 422);
    expect(answer.errors).toEqual({
      sites: ["You can check up to 50 sites at once. This list has 51."],
    });
  });

  it("a CSV without an address column: 422 naming the columns found", async () => {
    const csv = "Store,Suburb,Postcode\r\nOne,Fitzroy,3065\r\n";
    const answer = await refused(await postList(server, csv, { contentType: "text/csv" }), 422);
    expect(answer.errors!.sites![0]).toBe(
      "This file has no address column. Columns found: Store, Suburb, Postcode. Name a column Address.",
    );
  });

  it("a binary file, or text that is not UTF-8: 415 saying how to save it", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const binary = await refused(await postList(server, png, { contentType: "text/csv" }), 415);
    expect(binary.message).toMatch(/not a CSV or text file/);
    const latin1 = new Uint8Array([
      ...Buffer.from("Address\r\n1 Caf"),
      0xe9,
      ...Buffer.from(" St\r\n"),
    ]);
    const notUtf8 = await refused(await postList(server, latin1, { contentType: "text/csv" }), 415);
    expect(notUtf8.message).toMatch(/not UTF-8/);
  });

  it("another content type: 415; malformed, wrongly typed or empty JSON: 422", async () => {
    await refused(await postList(server, "<sites/>", { contentType: "application/xml" }), 415);
    for (const body of [
      "{",
      "[]",
      json({ sites: "14 Hibberson St" }),
      json({ sites: [{ address: 14 }] }),
      json({ sites: [], extra: 1 }),
    ]) {
      const answer = await refused(await postList(server, body), 422);
      expect(answer.message.length).toBeGreaterThan(0);
    }
    const blank = await refused(await postList(server, json({ sites: [{ address: "   " }] })), 422);
    expect(blank.errors).toEqual({ sites: ["Add at least one site: one address a line."] });
    const speed = await refused(
      await postList(server, json({ sites: FIVE_OUTCOMES, speed: 70 })),
      422,
    );
    expect(speed.errors).toHaveProperty("speed");
  });

  it("an address over 200 characters: 422 naming the site", async () => {
    const answer = await refused(
      await postList(
        server,
        json({ sites: [{ address: "1 Smith St" }, { address: "x".repeat(201) }] }),
      ),
      422,
    );
    expect(answer.errors!.sites![0]).toBe(
      "Site 2's address is 201 characters long. An address is at most 200 characters.",
    );
  });

  it("without the forgery token pair: 419", async () => {
    const response = await postList(server, json({ sites: FIVE_OUTCOMES }), { session: null });
    expect(response.status).toBe(419);
  });
});

describe("the per-client limits", () => {
  let limited: InProcessSite;
  beforeAll(async () => {
    // Slow carriers keep a check running; two checks an hour.
    limited = await startInProcess({
      env: {
        MULTI_SITE_CHECKS_PER_CLIENT_PER_HOUR: "2",
        SIM_CARRIER_LATENCY: "TELSTRA=1500",
        RATE_LIMIT_PER_MINUTE: "1000",
        PRICING_RATE_LIMIT_PER_MINUTE: "2",
      },
    });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it("one running check at a time, so many an hour, each counted once whatever its sites cost", async () => {
    const sites = FIVE_OUTCOMES;
    const first = await startCheck(limited, sites);
    const whileRunning = await postList(limited, json({ sites }));
    expect(whileRunning.status).toBe(429);
    expect(whileRunning.headers.get("retry-after")).toBe("10");
    expect(await whileRunning.json()).toMatchObject({
      errors: { sites: [expect.stringMatching(/still running/)] },
    });
    // Five sites are thirty pricing calls, far over the pricing limit of two a minute: the
    // check is one count, and every site is priced.
    const check = await settled(limited, first.id);
    expect(
      check.rows.every((row) => row.status === "done" && row.fibre?.carriers.length === 6),
    ).toBe(true);

    const second = await startCheck(limited, sites.slice(0, 1));
    await settled(limited, second.id);
    const third = await postList(limited, json({ sites }));
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe("3600");
    expect(await third.json()).toMatchObject({
      errors: {
        sites: ["You have made 2 checks in the last hour. Please try again later, or call us."],
      },
    });
  });
});

describe("a node that dies mid-check", () => {
  it("leaves no site lost: a second node finishes the check once the claims run out", async () => {
    // The first node's carriers answer slowly, so its sites are in flight when it is killed.
    const first = await startServer({
      env: { SIM_CARRIER_LATENCY: "TELSTRA=20000,OPTUS=20000", MULTI_SITE_LEASE_MS: "2000" },
    });
    let second: InProcessSite | null = null;
    try {
      const sites = FIVE_OUTCOMES.filter((site) => site.name !== "Winton depot");
      const { id } = await startCheck(first, sites);
      // Its sites have found their addresses and are waiting on the carriers (each row as
      // status and what it found, so that a failure shows where the sites were).
      await expect
        .poll(
          async () =>
            (await readCheck(first, id)).rows.map(
              (row) => `${row.status}: ${row.matchedAddress ? "matched" : (row.problem ?? "-")}`,
            ),
          { timeout: 15_000 },
        )
        .toContain("pending: matched")
        .catch((error: Error) => {
          const warnings = first.logs().filter((line) => /"level":(40|50|60)/.test(line));
          throw new Error(`${error.message}\nThe first node's warnings:\n${warnings.join("\n")}`);
        });
      const before = await readCheck(first, id);
      expect(before.status).toBe("running");
      first.process.kill("SIGKILL");
      await new Promise((resolve) => first.process.once("exit", resolve));

      second = await startInProcess({
        env: { MULTI_SITE_LEASE_MS: "2000" },
        database: first.database,
      });
      const check = await settled(second, id, 30_000);
      expect(check.rows.map((row) => row.address)).toEqual(sites.map((site) => site.address));
      expect(check.rows.map((row) => row.status)).toEqual(sites.map(() => "done"));
    } finally {
      await second?.stop();
      await first.database.drop();
    }
  }, 60_000);
});

describe("a multi-site quote, with two nodes on one database", () => {
  let sims: RunningSimulators;
  let nodes: InProcessSite[] = [];
  const database = createTestDatabase();
  beforeAll(async () => {
    sims = await startSimulators();
    const env = {
      CRM_WEBHOOK_URL: `${sims.baseUrl}/crm/leads`,
      OUTBOX_POLL_MS: "100",
      RATE_LIMIT_PER_MINUTE: "1000",
      QUOTE_EMAILS_PER_HOUR: "1000",
    };
    const shared = await database;
    // One after the other: the first runs the migrations.
    nodes = [await startInProcess({ env, database: shared })];
    nodes.push(await startInProcess({ env, database: shared }));
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await (await database).drop();
    await sims?.stop();
  });

  const {
    journey: _j,
    address: _a,
    location_id: _l,
    plan_id: _p,
    phone_line: _pl,
    modem: _m,
    extender: _e,
    ...who
  } = VALID_QUOTE;
  const quoteOn = async (node: TestSite, body: Record<string, unknown>) =>
    postForm(node.baseUrl, "quotes", body, { session: await csrfSession(node.baseUrl) });

  async function storedQuote(id: string): Promise<MultiSiteQuote> {
    const data = createDataLayer(loadConfig({ DATABASE_URL: (await database).url }).database);
    try {
      return (await createQuotesRepository(data.db).find(id)) as MultiSiteQuote;
    } finally {
      await data.close();
    }
  }

  it("prices every chosen site again from the server's own data, ignores a price sent, and is one lead to the CRM", async () => {
    const [first, second] = nodes as [InProcessSite, InProcessSite];
    const { id } = await startCheck(first, FIVE_OUTCOMES);
    const check = await settled(second, id);
    const head = check.rows[0]!;
    const docklands = check.rows[4]!;
    const best = docklands.fibre!.best.find((term) => term.months === 36)!;
    const choices = new Map<number, SiteChoice>([
      [0, { kind: "nbn", planId: head.nbn!.recommendedPlanId! }],
      [4, { kind: "fibre", carrier: best.carrier, months: 36 }],
    ]);
    const body = { ...who, journey: "multi-site", check_id: id, choices: formatChoices(choices) };

    // A price is not a field the quote takes.
    const priced = await quoteOn(second, { ...body, monthly_total: "1.00" });
    expect(priced.status).toBe(422);
    // A site the check could not quote (no nbn service, no fibre priced there) is refused by name.
    const unoffered = await quoteOn(second, {
      ...body,
      choices: `${body.choices},2=nbn:SMB-NBN-100`,
    });
    expect(unoffered.status).toBe(422);
    expect(await unoffered.json()).toMatchObject({
      errors: { choices: [expect.stringMatching(/^Site 3's choice is not offered there/)] },
    });

    const email = `multi.${Date.now()}@harbourdental.example`;
    const made = await quoteOn(second, { ...body, email });
    expect(made.status).toBe(201);
    const receipt = (await made.json()) as QuoteReceipt;
    const quote = await storedQuote(receipt.id);
    expect(quote.journey).toBe("multi-site");
    expect(quote.sites.map((site) => [site.name, site.address, site.line.kind])).toEqual([
      ["Head office", "14 Hibberson St, Gungahlin ACT 2912", "nbn"],
      [null, "Suite 3 1 Harbour Esp, Docklands VIC 3008", "fibre"],
    ]);
    // The totals are the check's own prices for those lines, GST included.
    const expected = multiSiteTotals(
      [...choices].map(([position, choice]) => pricedChoice(check.rows[position]!, choice)!),
    );
    expect(quote.totals).toEqual(expected);
    expect(expected.monthly).toBeGreaterThan(0);

    // One lead, whichever node's outbox delivers it.
    let lead: { reference: string; delivery: string } | undefined;
    await expect
      .poll(
        async () =>
          (lead = (await storedLeads(await database)).find((row) => row.payload.email === email))
            ?.delivery,
        { timeout: 20_000 },
      )
      .toBe("delivered");
    const crm = await crmRecord(sims.baseUrl);
    const leads = crm.leads.filter((row) => row.id === lead!.reference);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.body.fields).toMatchObject({
      reference: receipt.reference,
      journey: "multi-site",
      check_id: id,
      site_count: 2,
      monthly_total: expected.monthly,
      sites: [
        expect.objectContaining({
          name: "Head office",
          address: "14 Hibberson St, Gungahlin ACT 2912",
        }),
        expect.objectContaining({
          name: null,
          address: "Suite 3 1 Harbour Esp, Docklands VIC 3008",
        }),
      ],
    });
  }, 60_000);

  it("in agent mode, carries the agent's code to the lead, as the journeys' quotes do", async () => {
    const [node] = nodes as [InProcessSite];
    const { id } = await startCheck(node, FIVE_OUTCOMES.slice(0, 1));
    const check = await settled(node, id);
    const planId = check.rows[0]!.nbn!.recommendedPlanId!;
    const email = `agent.${Date.now()}@harbourdental.example`;
    const token = signAgentToken({
      name: "Priya Shah",
      agent_code: "AG-2207",
      exp: Math.floor(Date.now() / 1000) + 3_600,
    });
    const made = await quoteOn(node, {
      ...who,
      email,
      journey: "multi-site",
      check_id: id,
      choices: `0=nbn:${planId}`,
      "agent-token": token,
    });
    expect(made.status).toBe(201);
    const lead = (await storedLeads(await database)).find((row) => row.payload.email === email);
    expect(lead?.agentCode).toBe("AG-2207");
    expect(lead?.payload).not.toHaveProperty("agent-token");
  });

  it("refuses choices that are not choices, and a check that is not there", async () => {
    const [node] = nodes as [InProcessSite];
    const base = { ...who, journey: "multi-site", check_id: "01jd0000000000000000000000" };
    for (const choices of [
      "",
      "0=nbn:SMB-NBN-100,0=nbn:SMB-NBN-50",
      "0=fibre:TELSTRA:18",
      "<script>",
      "0=nbn:x;DROP",
    ]) {
      const answer = await quoteOn(node, { ...base, choices });
      expect(answer.status, choices).toBe(422);
    }
    const gone = await quoteOn(node, { ...base, choices: "0=nbn:SMB-NBN-100" });
    expect(gone.status).toBe(422);
    expect(await gone.json()).toMatchObject({ errors: { check_id: [expect.any(String)] } });
  });
});
