import { describe, expect, it } from "vitest";
import type { SqRecord } from "../qualification/sq-record";
import { canOrder, nbnOutcome } from "./nbn-outcome";

function record(overrides: Partial<SqRecord>): SqRecord {
  return {
    address: "18 Smith St, Collingwood VIC 3066",
    sqClass: 13,
    nbnServiceClass: 13,
    nbnNewDev: false,
    nbnType: "FTTN",
    fibreType: null,
    hasFibre: false,
    nbnRegion: "metro",
    locId: "LOC000123456789",
    serviceLocationId: "LOC000123456789",
    flipReady: false,
    flipDate: null,
    nbnReadyDate: "2018-05-01",
    maxSpeed: 100,
    earliestChangeoverDate: null,
    completedDate: "2026-11-23T00:00:00.000Z",
    services: "nbn",
    additionalServices: [],
    categories: ["nbn"],
    priority: ["nbn"],
    campaigns: [],
    activeService: true,
    ...overrides,
  };
}

describe("nbnOutcome", () => {
  it.each([
    [3, "FTTP", 1000],
    [6, "WIRELESS", 75],
    [12, "FTTN", 52],
    [13, "FTTB", 100],
    [24, "HFC", 1000],
    [34, "FTTC", 100],
  ] as const)("class %i (%s) at %i Mbps is available", (cls, type, speed) => {
    expect(
      nbnOutcome(record({ sqClass: cls, nbnServiceClass: cls, nbnType: type, maxSpeed: speed })),
    ).toEqual({ kind: "available", technology: type });
  });

  it("offers the upgrade when the premises is flip ready with a date", () => {
    expect(nbnOutcome(record({ flipReady: true, flipDate: "2026-08-14" }))).toEqual({
      kind: "upgrade",
      technology: "FTTN",
      flipDate: "2026-08-14",
    });
  });

  it("is plainly available when flip ready without a date", () => {
    expect(nbnOutcome(record({ flipReady: true, flipDate: null })).kind).toBe("available");
  });

  it.each([0, 4, 10, 20, 30])("class %i (planned) is not nbn ready", (cls) => {
    expect(nbnOutcome(record({ sqClass: cls, nbnServiceClass: cls, maxSpeed: 0 })).kind).toBe(
      "not-ready",
    );
  });

  it("has no service where nbn does not reach the address", () => {
    expect(nbnOutcome(record({ sqClass: null, nbnServiceClass: null, nbnType: null })).kind).toBe(
      "no-service",
    );
  });

  it("has no service at a maximum speed of 0", () => {
    expect(nbnOutcome(record({ maxSpeed: 0 })).kind).toBe("no-service");
  });

  it.each([7, 8, 9])("class %i has no service: no business plan is sold on satellite", (cls) => {
    expect(
      nbnOutcome(record({ sqClass: cls, nbnServiceClass: cls, nbnType: "SATELLITE", maxSpeed: 25 }))
        .kind,
    ).toBe("no-service");
  });

  it("lets only available and upgrade outcomes order", () => {
    expect(canOrder({ kind: "available", technology: "HFC" })).toBe(true);
    expect(canOrder({ kind: "upgrade", technology: "FTTN", flipDate: "2026-08-14" })).toBe(true);
    expect(canOrder({ kind: "not-ready" })).toBe(false);
    expect(canOrder({ kind: "no-service" })).toBe(false);
    expect(canOrder(null)).toBe(false);
  });
});
