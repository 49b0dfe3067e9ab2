import { describe, expect, it } from "vitest";
import { requestPath } from "./request-path";

describe("requestPath", () => {
  it("puts each parameter in its segment, encoded, slashes included", () => {
    expect(requestPath("/search/:address", { params: { address: "Unit 3/12 Smith St" } })).toBe(
      "/search/Unit%203%2F12%20Smith%20St",
    );
    expect(
      requestPath("/getPlansSmbNbn/:sqClass/:nbnMaxSpeed", {
        params: { sqClass: "2", nbnMaxSpeed: "100" },
      }),
    ).toBe("/getPlansSmbNbn/2/100");
  });

  it("keeps a parameter that reads like a path or a query inside its segment", () => {
    expect(
      requestPath("/searchRoamingCountries/:search", { params: { search: "../?x=1#y" } }),
    ).toBe("/searchRoamingCountries/..%2F%3Fx%3D1%23y");
  });

  it("adds the query in the order given, encoded, leaving out undefined values", () => {
    expect(
      requestPath("/order-handoff", {
        query: { address: "1 Smith St & Co", locationId: "", brand: undefined },
      }),
    ).toBe("/order-handoff?address=1+Smith+St+%26+Co&locationId=");
  });

  it("is the bare template with nothing to add", () => {
    expect(requestPath("/getDefaultPlansSmbNbn", {})).toBe("/getDefaultPlansSmbNbn");
    expect(requestPath("/v2/address", { query: { source: undefined } })).toBe("/v2/address");
  });

  it("refuses to leave a parameter out", () => {
    expect(() =>
      requestPath("/getPlansSmbNbn/:sqClass/:nbnMaxSpeed", { params: { sqClass: "2" } }),
    ).toThrow("/getPlansSmbNbn/:sqClass/:nbnMaxSpeed needs its nbnMaxSpeed parameter");
  });
});
