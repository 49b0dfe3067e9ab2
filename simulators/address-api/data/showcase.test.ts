import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { flipOutcome } from "../../../domain/flip/flip-outcome";
import { nbnOutcome } from "../../../domain/nbn/nbn-outcome";
import { deriveSqRecord } from "../../../domain/qualification/sq-record";
import { isServiceClass } from "../../../domain/qualification/service-class";
import { loadAddressDataSet } from "../data-set";
import { buildAddressIndex } from "../search";
import { formatAddress, generateDataSet } from "./generate";
import { SHOWCASE } from "./showcase";

const data = loadAddressDataSet();
const index = buildAddressIndex(data.addresses);

describe("the address data set", () => {
  it("is what the generator writes (run data/generate.ts after changing it)", () => {
    expect(data).toEqual(JSON.parse(JSON.stringify(generateDataSet())));
  });

  it("holds several hundred addresses in every state and territory, every nbn one qualified", () => {
    expect(data.addresses.length).toBeGreaterThanOrEqual(500);
    expect(new Set(data.addresses.map((record) => record.state))).toEqual(
      new Set(["NSW", "VIC", "QLD", "SA", "WA", "TAS", "ACT", "NT"]),
    );
    for (const record of data.addresses) {
      const nbn = record.providers.find((provider) => provider.name === "NBN");
      if (nbn) expect(data.qualifications[nbn.locationId], record.formattedAddress).toBeDefined();
    }
    expect(new Set(data.addresses.map((record) => record.formattedAddress)).size).toBe(
      data.addresses.length,
    );
  });

  it("reaches each of the six providers somewhere", () => {
    const providers = new Set(data.addresses.flatMap((record) => record.providers.map((p) => p.name)));
    expect(providers).toEqual(new Set(["TELSTRA", "OPTUS", "NBN", "AAPT", "VOCUS", "DGTEK"]));
  });

  it("has every service class, upgrades with and without a date, and api-only addresses", () => {
    const classes = new Set(Object.values(data.qualifications).map((entry) => entry.serviceClass));
    const all = Array.from({ length: 35 }, (_, cls) => cls).filter(isServiceClass);
    expect([...classes].sort((a, b) => a - b)).toEqual(all);
    const upgrades = Object.values(data.qualifications).map((entry) => entry.alternativeTechnologyDetails);
    expect(upgrades.some((upgrade) => upgrade?.readyStatus === "ready" && upgrade.readyDate)).toBe(true);
    expect(upgrades.some((upgrade) => upgrade?.readyStatus === "ready" && !upgrade.readyDate)).toBe(true);
    expect(upgrades.some((upgrade) => upgrade?.readyStatus === "planned")).toBe(true);
    expect(data.addresses.filter((record) => !record.sources.includes("footprint")).length).toBeGreaterThan(5);
    expect(Object.values(data.qualifications).some((entry) => entry.newDevelopmentsChargeApplies)).toBe(true);
  });
});

describe("the showcase addresses", () => {
  it("show Flip to Fibre's every branch: node and curb with and without dates, and others", () => {
    const branches = SHOWCASE.filter((entry) => entry.flip).map(
      (entry) => `${entry.flip} ${entry.nbn?.technologyShortCode ?? "none"}`,
    );
    for (const branch of [
      "eligible FTTN",
      "eligible FTTB",
      "eligible FTTC",
      "no-date FTTN",
      "no-date FTTB",
      "no-date FTTC",
      "not-eligible HFC",
      "not-eligible FTTP",
      "not-eligible WIRELESS",
      "not-eligible none",
    ]) {
      expect(branches).toContain(branch);
    }
  });

  const readme = readFileSync("README.md", "utf8");

  it.each(SHOWCASE.map((entry) => [formatAddress({ flat: null, ...entry.address }), entry] as const))(
    "%s shows what the README says",
    (formatted, entry) => {
      const source = entry.apiOnly ? "api" : "footprint";
      const [found] = index.search({ fullText: formatted, source, limit: 10 });
      expect(found?.formattedAddress).toBe(formatted);
      if (entry.apiOnly) {
        expect(index.search({ fullText: formatted, source: "footprint", limit: 10 })).toEqual([]);
      }
      const nbn = found!.providers.find((provider) => provider.name === "NBN");
      const qualification = nbn ? data.qualifications[nbn.locationId] : undefined;
      const { availablePlanCategories, ...entryWithoutCategories } = qualification ?? {
        availablePlanCategories: [],
      };
      const record = deriveSqRecord(
        {
          ...(qualification
            ? { nbn: { ...entryWithoutCategories, locationId: nbn!.locationId } as never }
            : {}),
          availablePlanCategories,
          priority: qualification ? ["nbn"] : [],
        },
        {
          address: { address: formatted, locationId: (nbn ?? found!.providers[0]!).locationId, name: "NBN" },
          now: new Date(),
        },
      );
      expect(nbnOutcome(record).kind).toBe(entry.outcome);
      if (entry.flip) expect(flipOutcome(record).kind).toBe(entry.flip);
      expect(readme).toContain(formatted);
    },
  );
});
