import { describe, expect, it } from "vitest";
import { bodyClassForPath } from "./body-class";
import { isSmallBusinessPath } from "./phone";
import { crossedMobileBreakpoint, shouldResetScroll } from "./scroll";
import { redirectFor } from "./redirects";
import { ERROR_THEMES, errorThemeForPath, pickErrorTheme } from "./themes";

describe("site behaviour rules", () => {
  it("derives the body class from the path", () => {
    expect(bodyClassForPath("/")).toBe("page-home");
    expect(bodyClassForPath("/internet/business-fibre")).toBe("page-internet-business-fibre");
    expect(bodyClassForPath("/Case-Studies/<x>/")).toBe("page-case-studies-x");
  });

  it("resets scroll except under small-business/nbn/", () => {
    expect(shouldResetScroll("/internet")).toBe(true);
    expect(shouldResetScroll("/small-business/nbn")).toBe(true);
    expect(shouldResetScroll("/small-business/nbn/register")).toBe(false);
  });

  it("reloads only when the width crosses 991 px", () => {
    expect(crossedMobileBreakpoint(1280, 992)).toBe(false);
    expect(crossedMobileBreakpoint(992, 991)).toBe(true);
    expect(crossedMobileBreakpoint(375, 991)).toBe(false);
    expect(crossedMobileBreakpoint(375, 1280)).toBe(true);
  });

  it("shows the small-business number only on small-business paths", () => {
    expect(isSmallBusinessPath("/small-business")).toBe(true);
    expect(isSmallBusinessPath("/small-business/nbn")).toBe(true);
    expect(isSmallBusinessPath("/voip/small-business")).toBe(false);
    expect(isSmallBusinessPath("/small-businesses")).toBe(false);
  });

  it("picks each of the five themes across the random range", () => {
    const picked = [0, 0.2, 0.4, 0.6, 0.8, 0.9999].map((r) => pickErrorTheme(() => r));
    expect(new Set(picked)).toEqual(new Set(ERROR_THEMES));
  });

  it("gives a page the same theme on every render, and pages between them all five", () => {
    expect(errorThemeForPath("/internet")).toBe(errorThemeForPath("/internet"));
    const paths = ["/", "/internet", "/voip", "/contact", "/partners", "/mobile-fleet", "/login"];
    const more = paths.flatMap((path) => [path, `${path}/a`, `${path}/b`, `${path}/c`]);
    expect(new Set(more.map(errorThemeForPath))).toEqual(new Set(ERROR_THEMES));
  });
});

describe("redirects", () => {
  it("sends the retired pages home and the nbn sub-pages permanently to the nbn page", () => {
    expect(redirectFor("/voip/small-business")).toEqual({ to: "/", status: 302 });
    expect(redirectFor("/small-business/nbn/plans/")).toEqual({
      to: "/small-business/nbn",
      status: 301,
    });
    expect(redirectFor("/small-business/nbn/register")).toBeNull();
  });
});
