import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PREFERRED_OPERATOR, ROAMING_ZONES } from "./constants";
import { CONTENT_FILES } from "../content/registry";

// The files hold the editor's shape (ADR 0046): they are read through their stored schemas.
const roamingReferenceSchema = CONTENT_FILES.roaming.schema;
const internationalRatesReferenceSchema = CONTENT_FILES.internationalRates.schema;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const roamingFile = () => readJson("content/reference/roaming.json") as Record<string, unknown>;
const ratesFile = () =>
  readJson("content/reference/international-rates.json") as Record<string, unknown>;

const roaming = roamingReferenceSchema.parse(roamingFile());
const rates = internationalRatesReferenceSchema.parse(ratesFile());

describe("content/reference/roaming.json", () => {
  it("has the spec's four zones and their rates", () => {
    expect(
      roaming.zones.map(({ zone, voicePerMinute, sms, dataPerMb }) => [
        zone,
        voicePerMinute,
        sms,
        dataPerMb,
      ]),
    ).toEqual([
      [1, 1.5, 0.6, 1],
      [2, 2.5, 1.2, 1.25],
      [3, 5, 1.2, 2.5],
      [4, 6, 1.2, 4],
    ]);
    expect(roaming.mms.map((charge) => charge.flagfall)).toEqual([0, 0.6, 0.75]);
  });

  it("lists at least 75 countries across all four zones, each with one preferred operator", () => {
    expect(roaming.countries.length).toBeGreaterThanOrEqual(75);
    expect(new Set(roaming.countries.map((entry) => entry.zone))).toEqual(new Set(ROAMING_ZONES));
    for (const entry of roaming.countries) {
      const preferred = entry.operators.filter((operator) => operator.type === PREFERRED_OPERATOR);
      expect(preferred, entry.country).toHaveLength(1);
    }
  });

  it("gives each country its own mobile country codes (ITU E.212)", () => {
    const owner = new Map<string, string>();
    for (const entry of roaming.countries) {
      for (const { mcc } of entry.operators) {
        expect(owner.get(mcc) ?? entry.country, `MCC ${mcc}`).toBe(entry.country);
        owner.set(mcc, entry.country);
      }
    }
    const codes = (country: string) =>
      roaming.countries
        .find((entry) => entry.country === country)!
        .operators.map(({ mcc, mnc }) => `${mcc}-${mnc}`);
    expect(codes("New Zealand")).toEqual(expect.arrayContaining(["530-01", "530-05", "530-24"]));
    expect(codes("United Kingdom")).toEqual(
      expect.arrayContaining(["234-10", "234-15", "234-20", "234-30"]),
    );
    expect(codes("France")).toEqual(
      expect.arrayContaining(["208-01", "208-10", "208-15", "208-20"]),
    );
  });

  it("refuses a country without exactly one preferred operator", () => {
    const data = roamingFile() as { countries: { operators: { type: string }[] }[] };
    data.countries[0]!.operators.forEach((operator) => (operator.type = "O"));
    expect(() => roamingReferenceSchema.parse(data)).toThrow(/exactly one preferred operator/);
    data.countries[0]!.operators.forEach((operator) => (operator.type = "N"));
    expect(() => roamingReferenceSchema.parse(data)).toThrow(/exactly one preferred operator/);
  });

  it("refuses malformed codes, an unknown zone and a name given twice", () => {
    const badCode = roamingFile() as { countries: { operators: { mcc: string }[] }[] };
    badCode.countries[0]!.operators[0]!.mcc = "5O5";
    expect(() => roamingReferenceSchema.parse(badCode)).toThrow(/must be three digits/);

    const badZone = roamingFile() as { countries: { zone: number }[] };
    badZone.countries[0]!.zone = 5;
    expect(roamingReferenceSchema.safeParse(badZone).success).toBe(false);

    const twice = roamingFile() as { countries: { country: string; aliases?: string[] }[] };
    twice.countries[0]!.aliases = ["COTE D’IVOIRE"];
    expect(roamingReferenceSchema.safeParse(twice).error?.issues).toEqual([
      expect.objectContaining({ path: ["countries"], message: `"Côte d'Ivoire" names two places` }),
    ]);
  });
});

describe("content/reference/international-rates.json", () => {
  const rateOf = (country: string) => rates.rates.find((rate) => rate.country === country);

  it("lists at least 120 destinations with the spec's example prices", () => {
    expect(rates.rates.length).toBeGreaterThanOrEqual(120);
    expect(rateOf("New Zealand")?.price).toBe(0.31);
    expect(rateOf("United Kingdom")?.price).toBe(0.37);
    expect(rateOf("United States")?.price).toBe(0.38);
    expect(rateOf("New Zealand")?.region).toBe("+64");
  });

  it("has a rate for every roaming country", () => {
    const missing = roaming.countries
      .map((entry) => entry.country)
      .filter((country) => !rateOf(country));
    expect(missing).toEqual([]);
  });

  it("marks the 15 countries that Medium, Large and 5G call without limit", () => {
    expect(rates.rates.filter((rate) => rate.additional)).toHaveLength(15);
  });

  it("refuses a malformed dialling code or a price that is not positive", () => {
    const data = ratesFile() as { rates: { region: string; price: number }[] };
    data.rates[0]!.region = "0064";
    expect(() => internationalRatesReferenceSchema.parse(data)).toThrow(/dialling code/);
    const free = ratesFile() as { rates: { price: number }[] };
    free.rates[0]!.price = 0;
    expect(internationalRatesReferenceSchema.safeParse(free).success).toBe(false);
  });
});
