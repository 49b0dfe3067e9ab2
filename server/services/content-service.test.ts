import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTENT_FILES, type ContentKey } from "../../domain/content/registry";
import { loadContent } from "./content-store";
import { ContentService } from "./content-service";

const bundle = loadContent("content");
const content = new ContentService(bundle);
const KEYS = Object.keys(CONTENT_FILES) as ContentKey[];
const readJson = (file: string) => JSON.parse(readFileSync(`content/${file}`, "utf8")) as unknown;

describe("content service over the site's content", () => {
  it("serves site.json as the site settings", () => {
    expect(content.site()).toEqual(readJson("site.json"));
    expect(content.site().phones.sales.display).toMatch(/^1300 \d{3} \d{3}$/);
  });

  it("serves nav.json as the navigation", () => {
    // nav.json holds the editor's shape (a list for the map of sections, ADR 0046).
    expect(content.nav()).toEqual(CONTENT_FILES.nav.schema.parse(readJson("nav.json")));
    expect(Object.keys(content.nav().mainItems)).toContain("internet");
  });

  it("serves every registered content file's validated data by its key", () => {
    // A second load from disk: the service hands out what the content store validated.
    const fresh = loadContent("content");
    for (const key of KEYS) expect(content.page(key), key).toEqual(fresh[key]);
    expect(content.page("site")).toBe(content.site());
    expect(content.page("nav")).toBe(content.nav());
  });

  it("hands out the same objects every time, never a copy", () => {
    for (const key of KEYS) expect(content.page(key), key).toBe(bundle[key]);
    expect(content.site()).toBe(content.site());
    expect(content.caseStudy("kestrel-freight")).toBe(content.caseStudy("kestrel-freight"));
  });

  it("gives every case study of the overview its detail", () => {
    const { overview, details } = content.page("caseStudies");
    expect(overview.studies.length).toBeGreaterThanOrEqual(3);
    for (const { type } of overview.studies) {
      expect(content.caseStudy(type), type).toBe(details[type]);
      expect(content.caseStudy(type)?.title, type).toEqual(expect.any(String));
    }
    expect(content.caseStudy("kestrel-freight")?.title).toBe("Kestrel Freight");
  });

  it.each([
    "",
    "unknown-study",
    "Kestrel-Freight",
    "kestrel-freight/",
    " kestrel-freight",
    "../site",
    "constructor",
    "__proto__",
    "toString",
    "hasOwnProperty",
    "valueOf",
    "<script>alert(1)</script>",
    "kestrel-freight' OR '1'='1",
    "kestrel-freight🦘",
    "ke\u0301strel-freight",
  ])("has no case study of type %j", (type) => {
    expect(content.caseStudy(type)).toBeUndefined();
  });
});

describe("content service over a bundle of its own", () => {
  it("serves the content it was given, hostile and unusual text verbatim", () => {
    const brand = "Tidewire <script>alert('x')</script> Zoë 🦘 '; DROP TABLE pages; --";
    const site = { ...bundle.site, brand: { ...bundle.site.brand, name: brand } };
    const caseStudies = {
      ...bundle.caseStudies,
      details: {
        ...bundle.caseStudies.details,
        "kestrel-freight": { ...bundle.caseStudies.details["kestrel-freight"]!, title: brand },
      },
    };
    const own = new ContentService({ ...bundle, site, caseStudies });
    expect(own.site().brand.name).toBe(brand);
    expect(own.caseStudy("kestrel-freight")?.title).toBe(brand);
    // The shared content is untouched.
    expect(content.site().brand.name).not.toBe(brand);
    expect(content.caseStudy("kestrel-freight")?.title).toBe("Kestrel Freight");
  });
});

describe("content service replaced by an editor's save", () => {
  it("serves the new content at once, and makes derived values again from it", () => {
    const own = new ContentService(bundle);
    let builds = 0;
    const brandName = own.derive(() => {
      builds += 1;
      return own.site().brand.name;
    });
    expect(brandName()).toBe(bundle.site.brand.name);
    expect(brandName()).toBe(bundle.site.brand.name);
    expect(builds).toBe(1);

    const renamed = { ...bundle.site, brand: { ...bundle.site.brand, name: "Tidewire Next" } };
    own.replace({ ...bundle, site: renamed });
    expect(own.site().brand.name).toBe("Tidewire Next");
    expect(brandName()).toBe("Tidewire Next");
    expect(builds).toBe(2);
  });
});
