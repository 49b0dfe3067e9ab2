import { describe, expect, it } from "vitest";
import type { AddressItem } from "../address/address-items";
import { deriveSqRecord, parseSqRecord, type SqRecord } from "./sq-record";
import type { ProviderQualification, SqSummary } from "./sq-summary-schema";

const ADDRESS: AddressItem = {
  address: "Unit 4 18 Smith St, Collingwood VIC 3066",
  locationId: "LOC000123456789",
  name: "NBN",
};
const NOW = new Date("2026-11-23T01:02:03.000Z");

function nbn(overrides: Partial<ProviderQualification>): ProviderQualification {
  return {
    serviceClass: 3,
    newDevelopmentsChargeApplies: false,
    technologyShortCode: "FTTP",
    locationId: "LOC000123456789",
    alternativeTechnologyDetails: null,
    readyDate: "2016-09-01",
    maximumDownloadSpeed: 1000,
    campaigns: [],
    activeService: true,
    ...overrides,
  };
}

function summary(entry: ProviderQualification | undefined): SqSummary {
  return {
    ...(entry ? { nbn: entry } : {}),
    availablePlanCategories: entry ? ["nbn", "voice"] : [],
    priority: entry ? ["nbn"] : [],
  };
}

const derive = (entry: ProviderQualification | undefined) =>
  deriveSqRecord(summary(entry), { address: ADDRESS, now: NOW });

describe("deriveSqRecord", () => {
  it("keeps every field of the spec's record for an FTTP premises", () => {
    expect(derive(nbn({}))).toEqual({
      address: ADDRESS.address,
      sqClass: 3,
      nbnServiceClass: 3,
      nbnNewDev: false,
      nbnType: "FTTP",
      fibreType: "FTTP",
      hasFibre: true,
      nbnRegion: "metro",
      locId: "LOC000123456789",
      serviceLocationId: "LOC000123456789",
      flipReady: false,
      flipDate: null,
      nbnReadyDate: "2016-09-01",
      maxSpeed: 1000,
      earliestChangeoverDate: null,
      completedDate: "2026-11-23T01:02:03.000Z",
      services: "fibre",
      additionalServices: ["voice"],
      categories: ["nbn", "voice"],
      priority: ["nbn"],
      campaigns: [],
      activeService: true,
    } satisfies SqRecord);
  });

  it.each([
    [0, "FTTP", true],
    [5, "WIRELESS", false],
    [8, "SATELLITE", false],
    [12, "FTTN", false],
    [13, "FTTB", false],
    [22, "HFC", false],
    [33, "FTTC", false],
  ] as const)("class %i on %s: technology and fibre as the summary says", (cls, code, fibre) => {
    const record = derive(nbn({ serviceClass: cls, technologyShortCode: code }));
    expect(record.sqClass).toBe(cls);
    expect(record.nbnServiceClass).toBe(cls);
    expect(record.nbnType).toBe(code);
    expect(record.hasFibre).toBe(fibre);
    expect(record.fibreType).toBe(fibre ? "FTTP" : null);
    expect(record.services).toBe(fibre ? "fibre" : "nbn");
  });

  it("reads a long technology name, and falls back to the class when none is given", () => {
    expect(
      derive(
        nbn({
          serviceClass: 22,
          technologyShortCode: undefined,
          technology: "Hybrid Fibre Coaxial",
        }),
      ).nbnType,
    ).toBe("HFC");
    expect(derive(nbn({ serviceClass: 5, technologyShortCode: undefined })).nbnType).toBe(
      "WIRELESS",
    );
    expect(derive(nbn({ serviceClass: 31, technologyShortCode: undefined })).nbnType).toBe("FTTC");
  });

  it("marks an FTTN premises with a ready upgrade as flip ready from its change date", () => {
    const record = derive(
      nbn({
        serviceClass: 13,
        technologyShortCode: "FTTN",
        maximumDownloadSpeed: 100,
        alternativeTechnologyDetails: { readyStatus: "ready", readyDate: "2026-08-14" },
        campaigns: ["FIBRE_UPGRADE"],
      }),
    );
    expect(record).toMatchObject({
      flipReady: true,
      flipDate: "2026-08-14",
      fibreType: "FTTP",
      hasFibre: false,
      services: "nbn",
      earliestChangeoverDate: "2026-08-14",
      campaigns: ["FIBRE_UPGRADE"],
    });
  });

  it("is not flip ready while the upgrade is only planned, nor has a flip date", () => {
    const record = derive(
      nbn({
        serviceClass: 32,
        technologyShortCode: "FTTC",
        alternativeTechnologyDetails: { readyStatus: "planned", readyDate: "2027-05-01" },
      }),
    );
    expect(record.flipReady).toBe(false);
    expect(record.flipDate).toBeNull();
    expect(record.fibreType).toBe("FTTP");
  });

  it("is flip ready without a flip date when the upgrade is ready but undated", () => {
    const record = derive(
      nbn({
        serviceClass: 12,
        technologyShortCode: "FTTN",
        alternativeTechnologyDetails: { readyStatus: "ready", readyDate: null },
      }),
    );
    expect(record.flipReady).toBe(true);
    expect(record.flipDate).toBeNull();
  });

  it("gives a planned premises its ready date as the earliest changeover", () => {
    const record = derive(
      nbn({
        serviceClass: 10,
        technologyShortCode: "FTTN",
        readyDate: "2027-03-01",
        maximumDownloadSpeed: 0,
        activeService: false,
      }),
    );
    expect(record).toMatchObject({
      nbnReadyDate: "2027-03-01",
      earliestChangeoverDate: "2027-03-01",
      maxSpeed: 0,
      activeService: false,
    });
  });

  it("records the new developments charge", () => {
    expect(derive(nbn({ serviceClass: 1, newDevelopmentsChargeApplies: true })).nbnNewDev).toBe(
      true,
    );
  });

  it("stores a speed of 100 when the answer gives none", () => {
    expect(derive(nbn({ maximumDownloadSpeed: undefined })).maxSpeed).toBe(100);
    expect(derive(nbn({ maximumDownloadSpeed: null })).maxSpeed).toBe(100);
  });

  it("has no class, technology or speed where nbn does not reach the address", () => {
    const record = deriveSqRecord(summary(undefined), {
      address: { ...ADDRESS, name: "DGTEK", locationId: "DGT000000000001" },
      now: NOW,
    });
    expect(record).toMatchObject({
      sqClass: null,
      nbnServiceClass: null,
      nbnType: null,
      locId: null,
      serviceLocationId: "DGT000000000001",
      maxSpeed: 0,
      fibreType: null,
      categories: [],
      priority: [],
      activeService: false,
    });
  });
});

describe("parseSqRecord", () => {
  it("reads back a stored record", () => {
    const record = derive(nbn({}));
    expect(parseSqRecord(JSON.stringify(record))).toEqual(record);
  });

  it.each([
    null,
    "",
    "not json",
    "null",
    "[]",
    '{"sqClass":3}',
    JSON.stringify({ ...derive(nbn({})), nbnRegion: "regional" }),
  ])("ignores %j", (stored) => {
    expect(parseSqRecord(stored)).toBeNull();
  });
});
