import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_FILES } from "../../domain/content/registry";
import type {
  CountryRoamingRecord,
  InternationalRateRow,
} from "../../domain/mobile/reference-schema";
import { startInProcess, type InProcessSite } from "../support/in-process";

let server: InProcessSite;
beforeAll(async () => {
  server = await startInProcess();
});
afterAll(async () => {
  await server?.stop();
});

/** A raw path (already encoded as a client would send it). */
const get = (path: string) => fetch(`${server.baseUrl}${path}`);

async function json<T>(path: string, status = 200): Promise<T> {
  const response = await get(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as T;
}

const ROAMING = "/api/searchRoamingCountries/";
const RATES = "/api/searchMobileInternationalRates/";
const roaming = (term: string) => `${ROAMING}${encodeURIComponent(term)}`;
const rates = (term: string) => `${RATES}${encodeURIComponent(term)}`;
const countries = (records: { country: string }[]) => [
  ...new Set(records.map((record) => record.country)),
];

describe("GET /api/mobile-fleet/plan", () => {
  it("answers the fleet response's fields with the spec's plans", async () => {
    const body = await json<Record<string, unknown>>("/api/mobile-fleet/plan");
    for (const field of [
      "plans",
      "mbbPlans",
      "items",
      "title",
      "subTitle",
      "subHeading1",
      "subText1",
      "subHeading2",
      "data_pool",
      "data_add_on",
      "business_need",
    ]) {
      expect(body, field).toHaveProperty(field);
    }
    const fleet = CONTENT_FILES.mobileFleet.schema.parse(body);
    expect(
      fleet.plans.map(({ title, price, data, unlimited }) => [title, price, data, unlimited]),
    ).toEqual([
      ["Small", 25, 15, false],
      ["Medium", 45, 40, true],
      ["Large", 55, 70, true],
      ["5G", 60, 60, true],
    ]);
    for (const plan of fleet.plans) {
      expect(plan.copy.join(" "), plan.title).toMatch(/Unlimited standard national calls and SMS/);
      expect(plan.copy.join(" "), plan.title).toMatch(/2,000 standard MMS/);
    }
    expect(fleet.data_add_on.items.map((addOn) => [addOn.title, addOn.price.amount])).toEqual(
      expect.arrayContaining([
        ["Auto add-on 10 x 10GB", 500],
        ["Auto add-on 10 x 25GB", 1000],
      ]),
    );
    const idd = fleet.data_add_on.items.find((addOn) => addOn.title === "IDD add-on");
    expect(idd?.list.join(" ")).toMatch(/30 countries.*300 international minutes/s);
  });

  it("lists every mobile charge of docs/product.md §B9", async () => {
    const fleet = CONTENT_FILES.mobileFleet.schema.parse(await json("/api/mobile-fleet/plan"));
    const row = (name: RegExp) => {
      const found = fleet.mobileCharges.rows.find((cells) => name.test(String(cells[0])));
      expect(found, String(name)).toBeDefined();
      return found!.slice(1);
    };
    const price = (amount: number, suffix?: string) =>
      expect.objectContaining({ amount, ...(suffix ? { suffix } : {}) });
    expect(row(/^Excess data/)).toContainEqual(price(0.04, "/MB"));
    expect(row(/^International calls/)[0]).toEqual(price(0.4));
    expect(row(/^International calls/)[1]).toMatch(/\$0\.31.*\$0\.37.*\$0\.38/);
    expect(row(/^International SMS/)).toContainEqual(price(0.35));
    expect(row(/^International MMS/)).toContainEqual(price(0.75));
    expect(row(/^National video/)).toEqual([price(0.4), price(1, "/min")]);
    expect(row(/^International video/)).toEqual([price(0.6), price(1.75, "/min")]);
    expect(row(/^Directory assistance/)).toContainEqual(price(0.6));
    expect(row(/partner satellite/)).toEqual([price(0.5), price(1.25, "/min")]);
    expect(row(/other satellite/)).toEqual([price(0.5), price(2, "/min")]);
  });
});

describe("GET /api/searchRoamingCountries/{search}", () => {
  it("answers one country roaming record per operator", async () => {
    const records = await json<CountryRoamingRecord[]>(roaming("new zealand"));
    expect(records).toContainEqual({
      zone: 1,
      country: "New Zealand",
      additional: "Spark",
      type: "O",
      mcc: "530",
      mnc: "05",
    });
    expect(records[0]).toMatchObject({ country: "New Zealand", type: "N" });
  });

  it("ignores case and accents, and knows common aliases", async () => {
    expect(countries(await json(roaming("COTE")))).toEqual(["Côte d'Ivoire"]);
    expect(countries(await json(roaming("Côte d’Ivoire")))).toEqual(["Côte d'Ivoire"]);
    expect(countries(await json(roaming("usa")))).toEqual(["United States"]);
    expect(countries(await json(roaming("UAE")))).toEqual(["United Arab Emirates"]);
  });

  it("ranks names that start with the term first and limits the answer", async () => {
    const found = countries(await json(roaming("ger")));
    expect(found[0]).toBe("Germany");
    expect(found).toContain("Algeria");
    // Fourteen countries contain "and" (China as Mainland China, Germany as Deutschland...).
    expect(countries(await json(roaming("and")))).toHaveLength(10);
  });

  it("answers an empty list for a country it does not know", async () => {
    expect(await json(roaming("Atlantis"))).toEqual([]);
  });

  it("may be cached briefly and revalidated, like content", async () => {
    const response = await get(roaming("fiji"));
    expect(response.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const etag = response.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    // The same search typed differently is the same answer.
    expect((await get(roaming("FIJI "))).headers.get("etag")).toBe(etag);
    const again = await fetch(`${server.baseUrl}${roaming("fiji")}`, {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    ["a missing term", "/api/searchRoamingCountries"],
    ["two characters", roaming("fr")],
    ["spaces around two characters", roaming("  fr  ")],
  ])("refuses %s with 422 on the search field", async (_label, path) => {
    const body = await json<{ message: string; errors: Record<string, string[]> }>(path, 422);
    expect(body.message).toBe("Type at least 3 characters.");
    expect(body.errors).toEqual({ search: ["Type at least 3 characters."] });
  });
});

describe("GET /api/searchMobileInternationalRates/{search}", () => {
  it("answers the spec's example rates", async () => {
    const [uk] = await json<InternationalRateRow[]>(rates("UK"));
    expect(uk).toEqual({
      country: "United Kingdom",
      region: "+44",
      zone: 1,
      price: 0.37,
      additional: "Unlimited calls and SMS on Medium, Large and 5G plans",
    });
    expect((await json<InternationalRateRow[]>(rates("nz")))[0]).toMatchObject({
      country: "New Zealand",
      price: 0.31,
    });
    expect((await json<InternationalRateRow[]>(rates("usa")))[0]).toMatchObject({
      country: "United States",
      price: 0.38,
    });
  });

  it("searches from two characters, ignoring accents", async () => {
    expect(countries(await json(rates("cote")))).toEqual(["Côte d'Ivoire"]);
    expect((await json<unknown[]>(rates("in"))).length).toBeGreaterThan(1);
  });

  it.each([
    ["a missing term", "/api/searchMobileInternationalRates"],
    ["one character", rates("n")],
  ])("refuses %s with 422 on the search field", async (_label, path) => {
    const body = await json<{ errors: Record<string, string[]> }>(path, 422);
    expect(body.errors).toEqual({ search: ["Type at least 2 characters."] });
  });
});

describe.each([
  ["roaming", ROAMING],
  ["rates", RATES],
])("the %s search's untrusted term", (_name, base) => {
  const path = (term: string) => `${base}${encodeURIComponent(term)}`;

  it.each([
    ["wildcards", "%an%"],
    ["a star", "fr*"],
    ["an underscore", "f_ance"],
    ["SQL-like text", "' OR '1'='1"],
    ["a statement", "fra'; DROP TABLE rates; --"],
    ["a script tag", "<script>alert(1)</script>"],
    ["emoji", "🇫🇷🇫🇷🇫🇷"],
    ["another script", "日本国"],
    ["a NUL character", "fra\u0000nce"],
    ["an encoded slash", "fra/nce"],
  ])("treats %s as plain text that matches nothing", async (_label, term) => {
    expect(await json(path(term))).toEqual([]);
  });

  it("reads URL-encoded characters as the text they encode", async () => {
    expect(countries(await json(`${base}%46%52%41%4E%43%45`))).toEqual(["France"]);
    expect(countries(await json(`${base}C%C3%B4te`))).toEqual(["Côte d'Ivoire"]);
    expect(countries(await json(`${base}new%20zeal`))).toEqual(["New Zealand"]);
  });

  it("refuses a term longer than any name with 422, without echoing it", async () => {
    for (const term of ["a".repeat(101), "x".repeat(5000)]) {
      const response = await get(path(term));
      expect(response.status).toBe(422);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        message: "Type at most 100 characters.",
        errors: { search: ["Type at most 100 characters."] },
      });
      expect(text).not.toContain("aaaaaaaaaa");
    }
  });

  it("answers a malformed encoding with a JSON 400", async () => {
    const response = await get(`${base}%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });
});
