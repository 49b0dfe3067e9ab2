import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataLayer } from "../../server/db/database";
import { createQuotesRepository } from "../../server/db/quotes-repository";
import { loadConfig } from "../../platform/config";
import { CELL_MESSAGES, NO_RESULTS } from "../../domain/pricing/carrier-rows";
import { CARRIER_KEYS } from "../../domain/pricing/carriers";
import type { PlanQuote, PriceCheckQuote, Quote } from "../../domain/quotes/quote";
import { PRICING_SCENARIOS } from "../../simulators/carriers/scenarios";
import { QUOTE_ID_PATTERN, QUOTE_REFERENCE_PATTERN } from "../../domain/quotes/quote-names";
import type { QuoteReceipt } from "../../domain/quotes/quote-form";
import { csrfSession, postForm, storedLeads, VALID_QUOTE } from "../support/forms";
import { startInProcess, type InProcessSite } from "../support/in-process";
import { expireQuote } from "../support/quotes";

let server: InProcessSite;
beforeAll(async () => {
  // These tests quote one visitor many times; the limits have tests of their own.
  server = await startInProcess({
    env: { QUOTE_EMAILS_PER_HOUR: "1000", RATE_LIMIT_PER_MINUTE: "1000" },
  });
});
afterAll(async () => {
  await server?.stop();
});

const REQUEST = VALID_QUOTE;

async function postQuote(body: unknown) {
  const session = await csrfSession(server.baseUrl);
  return postForm(server.baseUrl, "quotes", body, { session });
}

/** The stored snapshot; an ordering journey's unless the test says which kind it made. */
async function storedQuote<Q extends Quote = PlanQuote>(id: string): Promise<Q | null> {
  const data = createDataLayer(loadConfig({ DATABASE_URL: server.database.url }).database);
  try {
    return (await createQuotesRepository(data.db).find(id)) as Q | null;
  } finally {
    await data.close();
  }
}

const get = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: "manual" });

describe("POST /api/quotes", () => {
  it("works the quote out from the server's own data, stores it and answers where it lives", async () => {
    const before = Date.now();
    const response = await postQuote(REQUEST);
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as QuoteReceipt;
    expect(receipt.id).toMatch(QUOTE_ID_PATTERN);
    expect(receipt.reference).toMatch(QUOTE_REFERENCE_PATTERN);
    expect(receipt.url).toBe(`/quotes/${receipt.id}`);
    const validUntil = Date.parse(receipt.validUntil);
    expect(validUntil).toBeGreaterThanOrEqual(before + 30 * 86_400_000);
    expect(validUntil).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000);

    const quote = (await storedQuote(receipt.id))!;
    expect(quote).toMatchObject({
      reference: receipt.reference,
      businessName: "Parramatta Physio Pty Ltd",
      address: "120 Church St, Parramatta NSW 2150",
      plan: { id: "SMB-NBN-100", price: 105, special: { planPrice: 95, duration: 6 } },
      phoneLine: { monthlyPrice: 10 },
      extras: [{ key: "modem", quantity: 1, upfrontPrice: 0, deliveryFee: 20 }],
      totals: { monthly: 105, afterSpecial: { monthly: 115, fromMonth: 7 }, upfront: 20 },
    });
    expect(quote.totals.minimumCharge).toBe(125);
  });

  it("never takes a price or total from the browser: such fields are refused by name", async () => {
    const response = await postQuote({ ...REQUEST, price: 1, totals: { monthly: 1 } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(["price", "totals"]);
  });

  it("is a lead: delivered to sales with the reference and the quoted lines", async () => {
    const response = await postQuote({ ...REQUEST, email: "lead-check@parraphysio.example" });
    const receipt = (await response.json()) as QuoteReceipt;
    const lead = (await storedLeads(server.database)).find(
      (row) => row.form === "quote" && row.payload.email === "lead-check@parraphysio.example",
    );
    expect(lead?.payload).toMatchObject({
      reference: receipt.reference,
      business_name: "Parramatta Physio Pty Ltd",
      address: "120 Church St, Parramatta NSW 2150",
      monthly_total: 105,
      upfront_total: 20,
      minimum_total: 125,
      extras: [expect.stringMatching(/^1 x /)],
    });
    expect(JSON.stringify(lead?.payload)).not.toContain(receipt.id);
  });

  it("refuses an unknown plan, an address not yet nbn ready and an unlisted address by field", async () => {
    const unknownPlan = await postQuote({ ...REQUEST, plan_id: "SMB-NBN-9000" });
    expect(unknownPlan.status).toBe(422);
    expect(((await unknownPlan.json()) as { errors: object }).errors).toHaveProperty("plan_id");

    const notReady = await postQuote({
      ...REQUEST,
      address: "9 Fontana Dr, Box Hill NSW 2765",
      location_id: "LOC142536850093",
      plan_id: "SMB-NBN-50",
    });
    expect(notReady.status).toBe(422);
    expect(((await notReady.json()) as { errors: object }).errors).toEqual({
      location_id: [
        "This address is not nbn ready yet, so it cannot be quoted. Register your interest and we will tell you when it is.",
      ],
    });

    const elsewhere = await postQuote({ ...REQUEST, address: "1 Nowhere Rd, Atlantis NSW 2999" });
    expect(elsewhere.status).toBe(422);
    expect(((await elsewhere.json()) as { errors: object }).errors).toHaveProperty("address");
  });

  it.each([
    ["missing fields", {}],
    ["a wrong type", { ...REQUEST, phone_line: true }],
    ["an oversized name", { ...REQUEST, business_name: "x".repeat(51) }],
    ["script in a name", { ...REQUEST, first_name: "<script>alert(1)</script>" }],
    ["a malformed location", { ...REQUEST, location_id: "'; drop table quotes; --" }],
    ["an extender on the nbn page's one-or-none", { ...REQUEST, extender: "3" }],
  ])("answers 422 keyed by field for %s, and stores nothing", async (_case, body) => {
    const response = await postQuote(body);
    expect(response.status).toBe(422);
    const answer = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(answer.errors).length).toBeGreaterThan(0);
  });

  it("keeps unicode and emoji in the business name as typed", async () => {
    const response = await postQuote({ ...REQUEST, business_name: "Ōtaki Café 🌿" });
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as QuoteReceipt;
    expect((await storedQuote(receipt.id))?.businessName).toBe("Ōtaki Café 🌿");
  });

  it("needs the forgery token, like every lead form", async () => {
    const response = await postForm(server.baseUrl, "quotes", REQUEST);
    expect(response.status).toBe(419);
  });
});

describe("a Flip to Fibre quote", () => {
  // Flip to Fibre offers no phone line: the field is not its to send.
  const { phone_line: _noLine, ...ORDER } = REQUEST;
  const FLIP = {
    ...ORDER,
    journey: "flip",
    plan_id: "SMB-NBN-500",
    extender: "3",
    interim_plan: "SMB-FLIP-INTERIM-100",
  };

  it("quotes the fibre plan, the interim plan and the extenders, totalled over 18 months", async () => {
    const response = await postQuote(FLIP);
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as QuoteReceipt;
    const quote = (await storedQuote(receipt.id))!;
    expect(quote).toMatchObject({
      journey: "flip",
      plan: { id: "SMB-NBN-500", price: 159 },
      phoneLine: null,
      interim: { id: "SMB-FLIP-INTERIM-100", speed: "100/20", monthlyPrice: 89 },
      minimumMonths: 18,
      contractTerm: "12-month contract",
    });
    expect(quote.extras.map((extra) => [extra.key, extra.quantity])).toEqual([
      ["modem", 1],
      ["extender", 3],
    ]);
    const monthly = quote.totals.monthly;
    expect(quote.totals.minimumCharge).toBeCloseTo(18 * monthly + quote.totals.upfront, 2);

    const page = await (await get(receipt.url)).text();
    expect(page).toContain("Flip to Fibre upgrade for Parramatta Physio Pty Ltd");
    expect(page).toContain("Minimum total cost (18 months)");
    const orderLink = /href="(\/flip-to-fibre\?[^"]*)"/.exec(page)?.[1] ?? "";
    const order = new URL(orderLink.replaceAll("&amp;", "&"), server.baseUrl);
    expect(Object.fromEntries(order.searchParams)).toEqual({
      address: "120 Church St, Parramatta NSW 2150",
      location: "LOC947460955541",
      plan: "SMB-NBN-500",
      extender: "3",
      interim: "SMB-FLIP-INTERIM-100",
    });
  });

  it("connects on the first interim plan when none is named, as the journey does", async () => {
    const { interim_plan: _named, ...unnamed } = FLIP;
    const receipt = (await (await postQuote(unnamed)).json()) as QuoteReceipt;
    expect((await storedQuote(receipt.id))?.interim?.id).toBe("SMB-FLIP-INTERIM-50");
  });

  it("refuses an address outside the upgrade or without its date, a plan below the premises' floor and an unknown interim plan", async () => {
    const errorsOf = async (body: object) => {
      const response = await postQuote(body);
      expect(response.status).toBe(422);
      return ((await response.json()) as { errors: Record<string, string[]> }).errors;
    };
    // HFC premises are not in the upgrade; FTTN premises ready but with no date yet can wait.
    expect(
      await errorsOf({
        ...FLIP,
        address: "180 Swan St, Richmond VIC 3121",
        location_id: "LOC068488813795",
      }),
    ).toEqual({
      location_id: [
        "This address does not qualify for the Flip to Fibre upgrade, so it cannot be quoted. Our business nbn plans may suit it.",
      ],
    });
    expect(
      await errorsOf({
        ...FLIP,
        address: "52 Ryrie St, Geelong VIC 3220",
        location_id: "LOC827090842183",
      }),
    ).toEqual({
      location_id: [
        "This address has no fibre upgrade date yet, so it cannot be quoted. Register your interest and we will tell you when it has.",
      ],
    });
    // Node premises upgrade to 100/40 or faster: the 50 plan is not offered.
    expect(await errorsOf({ ...FLIP, plan_id: "SMB-NBN-50" })).toHaveProperty("plan_id");
    expect(await errorsOf({ ...FLIP, interim_plan: "SMB-FLIP-INTERIM-25" })).toEqual({
      interim_plan: ["Please choose one of the interim plans shown."],
    });
    expect(await errorsOf({ ...FLIP, extender: "6" })).toHaveProperty("extender");
  });
});

describe("a price checker quote", () => {
  const PRICE_CHECK = {
    first_name: "Priya",
    last_name: "O'Connell",
    business_name: "Docklands Freight Co",
    email: "priya@docklandsfreight.example",
    journey: "price-check",
    address: PRICING_SCENARIOS.allCarriers.address,
    speed: "100",
    dob: "",
  };

  it("asks the six carriers itself and keeps each one's row, priced or not", async () => {
    const response = await postQuote(PRICE_CHECK);
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as QuoteReceipt;
    const quote = (await storedQuote<PriceCheckQuote>(receipt.id))!;
    expect(quote).toMatchObject({
      journey: "price-check",
      address: PRICE_CHECK.address,
      speed: 100,
    });
    expect(quote.carriers.map((row) => row.carrier)).toEqual([...CARRIER_KEYS]);
    for (const row of quote.carriers.filter((row) => row.carrier !== "AAPT")) {
      expect(row.notes).toEqual([]);
      expect(row.terms.every((term) => term.price && term.price.monthly_rental > 0)).toBe(true);
    }
    // AAPT sells 1000 Mbps only: its row says so, as the price checker's does.
    expect(quote.carriers.find((row) => row.carrier === "AAPT")?.notes).toEqual([
      CELL_MESSAGES.speedUnavailable,
      CELL_MESSAGES.aaptOnly,
    ]);

    const page = await (await get(receipt.url)).text();
    expect(page).toContain("Business fibre at 100 Mbps for Docklands Freight Co");
    expect(page).toContain(CELL_MESSAGES.aaptOnly);
    expect(page).toContain("Prices exclude GST");
    const order = /href="(\/internet\/business-fibre\?[^"]*)"/.exec(page)?.[1] ?? "";
    const link = new URL(order.replaceAll("&amp;", "&"), server.baseUrl);
    expect(Object.fromEntries(link.searchParams)).toEqual({ address: PRICE_CHECK.address });
    expect(link.hash).toBe("#price-checker");

    const lead = (await storedLeads(server.database)).find(
      (row) => row.form === "quote" && row.payload.reference === receipt.reference,
    );
    expect(lead?.payload).toMatchObject({ journey: "price-check", speed: 100 });
    expect(lead?.payload.carriers).toHaveLength(6);
  });

  it("refuses an address no carrier reaches with the price checker's 'no results' on speed", async () => {
    const response = await postQuote({
      ...PRICE_CHECK,
      address: PRICING_SCENARIOS.noCarrier.address,
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: object }).errors).toEqual({ speed: [NO_RESULTS] });
  });

  it("refuses prices, plans and unknown speeds from the browser, by name", async () => {
    const response = await postQuote({
      ...PRICE_CHECK,
      speed: "300",
      plan_id: "SMB-NBN-100",
      carriers: [{ carrier: "TELSTRA", monthly_rental: 1 }],
    });
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(["carriers", "plan_id", "speed"]);
  });

  it("answers 422 on journey for a journey it does not know", async () => {
    const response = await postQuote({ ...PRICE_CHECK, journey: "mobile-fleet" });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([
      "journey",
    ]);
  });
});

describe("the quote form posted without script", () => {
  /** A plain form post to the journey's page, as the browser sends the form with no script. */
  const postPage = (path: string, fields: Record<string, string>, origin = server.baseUrl) =>
    fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams({ _form: "quote", _key: "", ...fields, phone: "" }).toString(),
    });

  it("makes the quote and sends the browser to its page", async () => {
    const response = await postPage("/small-business/nbn?address=x", {
      ...REQUEST,
      business_name: "No Script Physio",
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/quotes\/[0-9a-z]{26}$/);
    const quote = (await storedQuote(location.slice("/quotes/".length)))!;
    expect(quote).toMatchObject({ businessName: "No Script Physio", journey: "nbn" });
    expect(await (await get(location)).text()).toContain("Business nbn for No Script Physio");
  });

  it("answers the journey's page (422) carrying the errors by field and the values for its form", async () => {
    const { phone_line: _noLine, ...order } = REQUEST;
    const response = await postPage("/flip-to-fibre", {
      ...order,
      journey: "flip",
      business_name: "",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("The business name field is required.");
    expect(html).toContain("aroha@parraphysio.example");
  });

  it("refuses a post from another site before reading it", async () => {
    const response = await postPage("/small-business/nbn", REQUEST, "https://elsewhere.example");
    expect(response.status).toBe(403);
  });
});

describe("the quote page", () => {
  let receipt: QuoteReceipt;
  beforeAll(async () => {
    receipt = (await (await postQuote(REQUEST)).json()) as QuoteReceipt;
  });

  it("shows the reference, the business, the address, every line and total, and no contact details", async () => {
    const response = await get(receipt.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const text of [
      receipt.reference,
      "Parramatta Physio Pty Ltd",
      "120 Church St, Parramatta NSW 2150",
      "$105.00",
      "$115.00",
      "$125.00",
      "Minimum total cost",
      "Critical information and key fact sheets",
      "Order now",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain("aroha@parraphysio.example");
    expect(html).not.toContain("02 5550 1234");
  });

  it("is never indexed, never sent as a referrer, never kept by a cache", async () => {
    const first = await get(receipt.url);
    const second = await get(receipt.url);
    for (const response of [first, second]) {
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-page-cache")).not.toBe("hit");
    }
    // This node sends the same render again (a quote never changes) with the same ETag.
    expect(first.headers.get("etag")).toMatch(/^"/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await second.text()).toBe(await first.text());
  });

  it("answers the 404 page for an unknown or malformed id, not indexed either", async () => {
    for (const path of [
      `/quotes/${"0".repeat(26)}`,
      "/quotes/not-an-id",
      `/quotes/${receipt.reference.toLowerCase()}`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex");
      expect(response.headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(await response.text()).toContain("this page does not exist");
    }
  });

  it("never logs a whole quote id, whatever its case", async () => {
    await get(receipt.url);
    await get(receipt.url.toUpperCase());
    const lines = server.logs().join("\n");
    expect(lines).toContain(`/quotes/${receipt.id.slice(0, 6)}`);
    expect(lines).not.toContain(receipt.id);
  });
});

describe("an expired quote", () => {
  it("answers 410 with 'This quote has expired' and a way back to the journey", async () => {
    const receipt = (await (await postQuote(REQUEST)).json()) as QuoteReceipt;
    await expireQuote(server.database.url, receipt.id);
    const response = await get(receipt.url);
    expect(response.status).toBe(410);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("This quote has expired");
    expect(html).toContain('href="/small-business/nbn"');
    expect(html).not.toContain("$105.00");
  });
});

describe("retention", () => {
  it("purges quotes older than QUOTE_RETENTION_DAYS from the command line, and keeps the rest", async () => {
    const kept = (await (await postQuote(REQUEST)).json()) as QuoteReceipt;
    const data = createDataLayer(loadConfig({ DATABASE_URL: server.database.url }).database);
    const quotes = createQuotesRepository(data.db);
    const old = {
      ...(await quotes.find(kept.id))!,
      id: "0".repeat(25) + "1",
      reference: "Q-0000-0001",
    };
    const yearsAgo = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await quotes.insert({ ...old, createdAt: yearsAgo, validUntil: yearsAgo });
    await data.close();

    // Not spawnSync: the site under test runs in this process, and a blocked event loop lets
    // its idle keep-alive sockets time out under the next request.
    const run = await promisify(execFile)("npx", ["tsx", "server/cli/quotes.ts", "purge"], {
      env: { ...process.env, DATABASE_URL: server.database.url, QUOTE_RETENTION_DAYS: "365" },
      encoding: "utf8",
    });
    expect(run.stdout).toContain("Purged 1 quote(s) older than 365 days.");
    expect(await storedQuote(old.id)).toBeNull();
    expect(await storedQuote(kept.id)).not.toBeNull();
    expect((await get(`/quotes/${old.id}`)).status).toBe(404);
  });
});
