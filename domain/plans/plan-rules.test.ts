import { describe, expect, it } from "vitest";
import {
  allowedDownloadSpeed,
  defaultPlanId,
  nbnDefaultPlanIndex,
  offeredPlans,
} from "./plan-rules";

const TIERS = [50, 100, 250, 500, 1000].map((speed) => ({
  id: `NBN-${speed}`,
  planDownloadSpeed: speed,
}));
const ids = (plans: { id: string }[]) => plans.map((plan) => plan.id);

describe("allowedDownloadSpeed", () => {
  it.each([
    [3, 1000, 1000],
    [2, 500, 500],
    [24, 1000, 1000],
    [13, 100, 100],
    [12, 1000, 100],
    [12, 60, 60],
    [33, 100, 100],
    [6, 75, 50],
    [9, 25, 0],
    [3, 0, 0],
    [14, 1000, 0],
    [3, Number.NaN, 0],
  ])("class %i at %i Mbps allows %i", (cls, speed, allowed) => {
    expect(allowedDownloadSpeed(cls, speed)).toBe(allowed);
  });
});

describe("offeredPlans", () => {
  it("offers every tier up to the allowed speed, slowest first", () => {
    expect(ids(offeredPlans([...TIERS].reverse(), 1000))).toEqual(ids(TIERS));
    expect(ids(offeredPlans(TIERS, 250))).toEqual(["NBN-50", "NBN-100", "NBN-250"]);
    expect(ids(offeredPlans(TIERS, 100))).toEqual(["NBN-50", "NBN-100"]);
    expect(ids(offeredPlans(TIERS, 99))).toEqual(["NBN-50"]);
  });

  it("still offers the slowest tier on a line slower than it", () => {
    expect(ids(offeredPlans(TIERS, 38))).toEqual(["NBN-50"]);
  });

  it("offers nothing where no service is possible", () => {
    expect(offeredPlans(TIERS, 0)).toEqual([]);
  });
});

describe("defaultPlanId with the nbn rule", () => {
  it("takes the second plan when there are several, else the first", () => {
    expect(defaultPlanId(TIERS, nbnDefaultPlanIndex)).toBe("NBN-100");
    expect(defaultPlanId(TIERS.slice(0, 2), nbnDefaultPlanIndex)).toBe("NBN-100");
    expect(defaultPlanId(TIERS.slice(0, 1), nbnDefaultPlanIndex)).toBe("NBN-50");
    expect(defaultPlanId([], nbnDefaultPlanIndex)).toBeNull();
  });

  it("never points past the list under a rule that asks for more", () => {
    expect(defaultPlanId(TIERS.slice(0, 2), () => 2)).toBe("NBN-100");
  });
});
