import { describe, expect, it } from "vitest";
import { nbnJourneyLink } from "./journey-link";
import { unofferedPlanNotice } from "./unoffered-plan";
import type { Plan } from "@domain/plans/plan-schema";

describe("the nbn journey's link", () => {
  it("names every choice away from its default, and leaves the defaults out", () => {
    const link = new URL(
      nbnJourneyLink("/small-business/nbn", {
        address: "5 Providence Pde, Ripley QLD 4306",
        location: "LOC000123456789",
        plan: "SMB-NBN-100",
        line: true,
        modem: 1,
        extender: 1,
      }),
      "https://business.tidewire.example",
    );
    expect(link.pathname).toBe("/small-business/nbn");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      address: "5 Providence Pde, Ripley QLD 4306",
      location: "LOC000123456789",
      plan: "SMB-NBN-100",
      line: "true",
      extender: "1",
    });
  });

  it("is the bare path when nothing is chosen", () => {
    expect(nbnJourneyLink("/small-business/nbn", { line: false, modem: 1, extender: 0 })).toBe(
      "/small-business/nbn",
    );
  });
});

describe("unofferedPlanNotice", () => {
  const shown = { planHeading: "Performance", planFullSpeed: "100/40" } as Plan;

  it("says in plain words which plan is gone and which is shown", () => {
    expect(unofferedPlanNotice("SMB-NBN-RETIRED", shown)).toBe(
      "The plan in your link (SMB-NBN-RETIRED) is not offered here any more, or not at this address. Performance 100/40 is shown instead.",
    );
  });

  it("says nothing when the link's plan is offered", () => {
    expect(unofferedPlanNotice(null, shown)).toBe("");
  });
});
