import { describe, expect, it } from "vitest";
import { routeOf } from "./http-metrics";

describe("routeOf", () => {
  it("names an API call by the pattern of the route that answered it, whatever the path", () => {
    expect(routeOf("/api/search/1%20Harbour%20Esp", 200, "/search/:address")).toBe(
      "/api/search/:address",
    );
    expect(routeOf("/api/search/anything-else", 429, "/search/:address")).toBe(
      "/api/search/:address",
    );
    expect(routeOf("/api/submit-contact-form", 201, "/submit-contact-form")).toBe(
      "/api/submit-contact-form",
    );
  });

  it("never names an API path no route answered by the path itself", () => {
    expect(routeOf("/api/made-up-1", 404)).toBe("/api (not found)");
    expect(routeOf("/api/made-up-2", 404)).toBe("/api (not found)");
    expect(routeOf("/api/%zz1x", 400)).toBe("/api (invalid)");
    expect(routeOf("/api/%zz2x", 400)).toBe("/api (invalid)");
    expect(routeOf("/api/search/x", 413)).toBe("/api (unmatched)");
  });

  it("names every page, found or not, as one route", () => {
    expect(routeOf("/", 200)).toBe("page");
    expect(routeOf("/internet/business-fibre", 200)).toBe("page");
    expect(routeOf("/no-such-page", 404)).toBe("page");
  });

  it("keeps files, health checks and the stand-ins apart", () => {
    expect(routeOf("/assets/entry.client-abc123.js", 200)).toBe("/assets");
    expect(routeOf("/images/hero.svg", 200)).toBe("/images");
    expect(routeOf("/readyz", 503)).toBe("/readyz");
    expect(routeOf("/__sim/crm/leads", 200)).toBe("/__sim");
  });
});
