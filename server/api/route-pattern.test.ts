import { describe, expect, it } from "vitest";
import { API } from "../../domain/api/contracts";
import { firstSegment, optionalLastParam } from "./route-pattern";

describe("optionalLastParam", () => {
  it("makes the one parameter optional, a segment or the rest of the path", () => {
    expect(optionalLastParam(API.roamingSearch.path, ":")).toBe(
      "/searchRoamingCountries{/:search}",
    );
    expect(optionalLastParam(API.addressSearch.path, "*")).toBe("/search{/*address}");
  });

  it("refuses a path without a parameter, or with more than one", () => {
    expect(() => optionalLastParam(API.defaultPlans.path, ":")).toThrow(
      "/getDefaultPlansSmbNbn must end in its one parameter",
    );
    expect(() => optionalLastParam(API.plans.path, ":")).toThrow("must end in its one parameter");
  });
});

describe("firstSegment", () => {
  it("is where a path's middleware is mounted", () => {
    expect(firstSegment(API.addresses.path)).toBe("/v2");
    expect(firstSegment(API.addressSearch.path)).toBe("/search");
    expect(firstSegment(API.orderHandoff.path)).toBe("/order-handoff");
  });
});
