import { describe, expect, it } from "vitest";
import { defaultPlanId, flipDefaultPlanIndex, upgradePlans } from "../plans/plan-rules";
import { isServiceClass, technologyForClass } from "../qualification/service-class";
import { FLIP_JOURNEY } from "./flip-journey";
import { flipCanOrder, flipOutcome } from "./flip-outcome";

const UPGRADEABLE = [10, 11, 12, 13, 30, 31, 32, 33, 34];
const NOT_UPGRADEABLE = Array.from({ length: 35 }, (_, cls) => cls).filter(
  (cls) => isServiceClass(cls) && !UPGRADEABLE.includes(cls),
);

function record(serviceClass: number | null, flipReady: boolean, flipDate: string | null) {
  return {
    nbnServiceClass: serviceClass,
    nbnType: serviceClass === null ? null : technologyForClass(serviceClass),
    flipReady,
    flipDate,
  };
}

describe("flipOutcome", () => {
  it("covers the spec's upgradeable classes, and every other class is not upgradeable", () => {
    expect(NOT_UPGRADEABLE).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 20, 21, 22, 23, 24]);
  });

  it.each(UPGRADEABLE)("class %i, flip ready with a date: eligible from that date", (cls) => {
    const outcome = flipOutcome(record(cls, true, "2026-10-19"));
    expect(outcome).toEqual({
      kind: "eligible",
      flipDate: "2026-10-19",
      technology: cls < 30 ? "FTTN" : "FTTC",
      premises: cls < 30 ? "node" : "curb",
    });
    expect(flipCanOrder(outcome)).toBe(true);
  });

  it.each(UPGRADEABLE)("class %i, not flip ready: no upgrade date yet, register", (cls) => {
    const outcome = flipOutcome(record(cls, false, null));
    expect(outcome).toEqual({ kind: "no-date" });
    expect(flipCanOrder(outcome)).toBe(false);
  });

  it.each(UPGRADEABLE)("class %i, flip ready without a date: register", (cls) => {
    expect(flipOutcome(record(cls, true, null))).toEqual({ kind: "no-date" });
    expect(flipOutcome(record(cls, true, ""))).toEqual({ kind: "no-date" });
  });

  it.each(NOT_UPGRADEABLE)("class %i, not flip ready: does not qualify", (cls) => {
    const outcome = flipOutcome(record(cls, false, null));
    expect(outcome).toEqual({ kind: "not-eligible" });
    expect(flipCanOrder(outcome)).toBe(false);
  });

  it.each(NOT_UPGRADEABLE)(
    "class %i, flip ready with a date: still does not qualify, and cannot order",
    (cls) => {
      const outcome = flipOutcome(record(cls, true, "2026-10-19"));
      expect(outcome.kind).toBe("not-eligible");
      expect(flipCanOrder(outcome)).toBe(false);
    },
  );

  it("flip ready without a date asks to register whatever the class (the spec's rule)", () => {
    expect(flipOutcome(record(3, true, null)).kind).toBe("no-date");
  });

  it("an address nbn does not reach does not qualify", () => {
    expect(flipOutcome(record(null, false, null)).kind).toBe("not-eligible");
    expect(flipCanOrder(null)).toBe(false);
  });
});

const CATALOGUE = [
  { id: "SMB-NBN-1000", planSpeed: "nbn1000", planDownloadSpeed: 1000 },
  { id: "SMB-NBN-50", planSpeed: "nbn50", planDownloadSpeed: 50 },
  { id: "SMB-NBN-250", planSpeed: "nbn250", planDownloadSpeed: 250 },
  { id: "SMB-NBN-100", planSpeed: "nbn100", planDownloadSpeed: 100 },
  { id: "SMB-NBN-500", planSpeed: "nbn500", planDownloadSpeed: 500 },
];
const ids = (plans: readonly { id: string }[]) => plans.map((plan) => plan.id);

describe("fibre upgrade plans", () => {
  it("leave out nbn50 and offer node premises 100/40 and faster, slowest first", () => {
    expect(ids(upgradePlans(CATALOGUE, "node"))).toEqual([
      "SMB-NBN-100",
      "SMB-NBN-250",
      "SMB-NBN-500",
      "SMB-NBN-1000",
    ]);
  });

  it("offer curb premises 250/100 and faster", () => {
    expect(ids(upgradePlans(CATALOGUE, "curb"))).toEqual([
      "SMB-NBN-250",
      "SMB-NBN-500",
      "SMB-NBN-1000",
    ]);
  });

  it("offer the node set before an address is checked", () => {
    expect(upgradePlans(CATALOGUE, null)).toEqual(upgradePlans(CATALOGUE, "node"));
  });

  it("default to the third plan offered, or the last when fewer are offered", () => {
    expect(FLIP_JOURNEY.defaultPlanId(upgradePlans(CATALOGUE, "node"))).toBe("SMB-NBN-500");
    expect(FLIP_JOURNEY.defaultPlanId(upgradePlans(CATALOGUE, "curb"))).toBe("SMB-NBN-1000");
    expect(
      defaultPlanId(
        ids(CATALOGUE.slice(0, 2)).map((id) => ({ id })),
        flipDefaultPlanIndex,
      ),
    ).toBe("SMB-NBN-50");
    expect(FLIP_JOURNEY.defaultPlanId([])).toBeNull();
  });
});
