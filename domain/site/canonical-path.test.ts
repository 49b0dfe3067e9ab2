import { describe, expect, it } from "vitest";
import { canonicalPagePath } from "./canonical-path";

describe("canonicalPagePath", () => {
  it("leaves a canonical path as it is", () => {
    for (const path of ["/", "/contact", "/small-business/nbn", "/case-studies/retail"]) {
      expect(canonicalPagePath(path)).toBe(path);
    }
  });

  it("lower-cases, and drops repeated and trailing slashes", () => {
    expect(canonicalPagePath("/CONTACT")).toBe("/contact");
    expect(canonicalPagePath("/Small-Business/NBN/")).toBe("/small-business/nbn");
    expect(canonicalPagePath("//contact//us")).toBe("/contact/us");
    expect(canonicalPagePath("//")).toBe("/");
  });

  it("never makes a path a browser would read as another site", () => {
    expect(canonicalPagePath("/\\EVIL.example")).toBe("/%5cevil.example");
    expect(canonicalPagePath("//\\evil.example")).toBe("/%5cevil.example");
    expect(canonicalPagePath("///evil.example/")).toBe("/evil.example");
  });
});
