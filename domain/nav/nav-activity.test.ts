import { describe, expect, it } from "vitest";
import { isCurrentPage, isNavChildActive, isNavItemActive, markActiveNav } from "./nav-activity";

describe("isNavItemActive", () => {
  it("is active when the path contains the item's url", () => {
    expect(isNavItemActive("/internet", "/internet")).toBe(true);
    expect(isNavItemActive("/internet", "/internet/business-fibre")).toBe(true);
    expect(isNavItemActive("/voip", "/internet")).toBe(false);
  });

  it("treats the root as active only on the home page", () => {
    expect(isNavItemActive("/", "/")).toBe(true);
    expect(isNavItemActive("/", "/internet")).toBe(false);
  });

  it("does not mark the small-business overview on the voip small-business page", () => {
    expect(isNavItemActive("/small-business", "/voip/small-business")).toBe(false);
    expect(isNavItemActive("/small-business", "/small-business")).toBe(true);
    expect(isNavItemActive("/small-business", "/small-business/nbn")).toBe(true);
    expect(isNavItemActive("/voip", "/voip/small-business")).toBe(true);
  });
});

describe("isNavChildActive", () => {
  it("keeps an Overview child active only on its own section page", () => {
    for (const section of ["/internet", "/voip", "/network-solutions", "/small-business"]) {
      const overview = { title: "Overview", url: section };
      expect(isNavChildActive(overview, section)).toBe(true);
      expect(isNavChildActive(overview, `${section}/deeper-page`)).toBe(false);
    }
  });

  it("applies the containment rule to other children", () => {
    const fibre = { title: "Business fibre", url: "/internet/business-fibre" };
    expect(isNavChildActive(fibre, "/internet/business-fibre")).toBe(true);
    expect(isNavChildActive(fibre, "/internet")).toBe(false);
  });
});

describe("isCurrentPage", () => {
  it("is the link's own page only, a trailing slash aside", () => {
    expect(isCurrentPage("/voip/bulk-sms", "/voip/bulk-sms")).toBe(true);
    expect(isCurrentPage("/voip/bulk-sms", "/voip/bulk-sms/")).toBe(true);
    expect(isCurrentPage("/voip", "/voip/bulk-sms")).toBe(false);
    expect(isCurrentPage("/voip/bulk-sms", "/voip")).toBe(false);
    expect(isCurrentPage("/", "/")).toBe(true);
    expect(isCurrentPage("/", "/internet")).toBe(false);
  });
});

describe("markActiveNav", () => {
  it("keeps the server's order and marks parents and children", () => {
    const items = markActiveNav(
      {
        internet: {
          title: "Internet",
          url: "/internet",
          children: [
            { title: "Overview", url: "/internet" },
            { title: "Business fibre", url: "/internet/business-fibre" },
          ],
        },
        voice: { title: "Voice", url: "/voip", children: [] },
      },
      "/internet/business-fibre",
    );
    expect(items.map((item) => [item.key, item.active])).toEqual([
      ["internet", true],
      ["voice", false],
    ]);
    expect(items[0]?.children.map((child) => child.active)).toEqual([false, true]);
    expect(items[0]?.children.map((child) => child.current)).toEqual([false, true]);
  });
});
