import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RATES_SEARCH, ROAMING_SEARCH } from "./constants";
import { createRatesSearch, createRoamingSearch } from "./mobile-search";
import { CONTENT_FILES } from "../content/registry";

// The files hold the editor's shape (ADR 0046): they are read through their stored schemas.
const roamingReferenceSchema = CONTENT_FILES.roaming.schema;
const internationalRatesReferenceSchema = CONTENT_FILES.internationalRates.schema;

const roaming = roamingReferenceSchema.parse(
  JSON.parse(readFileSync("content/reference/roaming.json", "utf8")),
);
const rates = internationalRatesReferenceSchema.parse(
  JSON.parse(readFileSync("content/reference/international-rates.json", "utf8")),
);
const searchRoaming = createRoamingSearch(roaming);
const searchRates = createRatesSearch(rates);

describe("roaming search", () => {
  it("answers one record per operator, the preferred operator first", () => {
    const records = searchRoaming("new zea");
    expect(records.map((record) => record.country)).toEqual([
      "New Zealand",
      "New Zealand",
      "New Zealand",
    ]);
    expect(records[0]).toEqual({
      zone: 1,
      country: "New Zealand",
      additional: "One NZ",
      type: "N",
      mcc: "530",
      mnc: "01",
    });
    expect(records.slice(1).every((record) => record.type === "O")).toBe(true);
  });

  it("finds accented names and aliases", () => {
    expect(new Set(searchRoaming("cote").map((record) => record.country))).toEqual(
      new Set(["Côte d'Ivoire"]),
    );
    expect(new Set(searchRoaming("usa").map((record) => record.country))).toEqual(
      new Set(["United States"]),
    );
    expect(new Set(searchRoaming("uae").map((record) => record.country))).toEqual(
      new Set(["United Arab Emirates"]),
    );
  });

  it("keeps at most the best countries, with all their operators", () => {
    const countries = new Set(searchRoaming("ia").map((record) => record.country));
    expect(countries.size).toBe(ROAMING_SEARCH.maxCountries);
  });

  it("answers nothing for an unknown or hostile term", () => {
    expect(searchRoaming("Atlantis")).toEqual([]);
    expect(searchRoaming("%%%")).toEqual([]);
    expect(searchRoaming("' OR 1=1 --")).toEqual([]);
  });
});

describe("international rates search", () => {
  it("answers the rate rows of the spec's call table", () => {
    // The alias matches exactly; Ukraine only starts with the term.
    expect(searchRates("uk")).toEqual([
      {
        country: "United Kingdom",
        region: "+44",
        zone: 1,
        price: 0.37,
        additional: "Unlimited calls and SMS on Medium, Large and 5G plans",
      },
      { country: "Ukraine", region: "+380", zone: 3, price: 0.98, additional: null },
    ]);
    expect(searchRates("united").map((row) => [row.country, row.price])).toEqual([
      ["United Arab Emirates", 0.78],
      ["United Kingdom", 0.37],
      ["United States", 0.38],
    ]);
    expect(searchRates("alban")[0]).toMatchObject({ country: "Albania", additional: null });
  });

  it("limits the answer", () => {
    expect(searchRates("a")).toHaveLength(RATES_SEARCH.maxResults);
  });
});
