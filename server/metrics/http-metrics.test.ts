import { describe, expect, it } from "vitest";
import { routeOf } from "./http-metrics";

describe("routeOf", () => {
  it("names an API call by its first segment, whatever follows", () => {
    expect(routeOf("/api/search/1%20Harbour%20Esp", 200)).toBe("/api/search");
    expect(routeOf("/api/search/anything-else", 429)).toBe("/api/search");
    expect(routeOf("/api/submit-contact-form", 201)).toBe("/api/submit-contact-form");
  });

  it("puts every API path that found nothing under one name", () => {
    expect(routeOf("/api/made-up-1", 404)).toBe("/api (not found)");
    expect(routeOf("/api/made-up-2", 404)).toBe("/api (not found)");
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
