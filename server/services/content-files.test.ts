import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { imageNamesIn } from "../../domain/content/image-names";
import { caseStudyPath, CONTENT_PAGES } from "../../domain/site/pages";
import { loadContent } from "./content-store";

const content = loadContent("content");

/** Spec routes whose screens belong to the ordering and login journeys. */
const JOURNEY_ROUTES = ["/small-business/nbn", "/mobile-fleet", "/flip-to-fibre", "/login"];

/** Every site path a content file links to (fields named url). */
function internalLinks(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    value.forEach((item) => internalLinks(item, found));
  } else if (value && typeof value === "object") {
    for (const [field, inner] of Object.entries(value)) {
      if (field === "url" && typeof inner === "string" && inner.startsWith("/")) {
        found.push(inner.split("#")[0]!);
      } else {
        internalLinks(inner, found);
      }
    }
  }
  return found;
}

describe("content files", () => {
  it("name only images that exist in public/images", () => {
    const missing = imageNamesIn(content).filter(
      (name) => !existsSync(join("public/images", `${name}.svg`)),
    );
    expect(missing).toEqual([]);
  });

  it("link only to pages the site has", () => {
    const pages = new Set([
      ...CONTENT_PAGES.map((page) => page.path),
      ...content.caseStudies.overview.studies.map((study) => caseStudyPath(study.type)),
      ...JOURNEY_ROUTES,
    ]);
    const broken = [...new Set(internalLinks(content))].filter((path) => !pages.has(path));
    expect(broken).toEqual([]);
  });

  it("list case studies that content elsewhere refers to", () => {
    const types = Object.keys(content.caseStudies.details);
    for (const type of [
      ...content.enterpriseNbn.caseStudies.types,
      ...content.smallBusinessNbn.caseStudies.types,
    ]) {
      expect(types).toContain(type);
    }
  });

  it("give every page its own search title", () => {
    const titles = [
      ...Object.values(content)
        .map((file) => (file as { seoTitle?: string }).seoTitle)
        .filter(Boolean),
      content.coverage.telstra.seoTitle,
      content.coverage.optus.seoTitle,
      content.caseStudies.overview.seoTitle,
      ...Object.values(content.caseStudies.details).map((detail) => detail.seoTitle),
    ];
    expect(new Set(titles).size).toBe(titles.length);
  });
});
