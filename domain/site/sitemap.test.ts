import { describe, expect, it } from "vitest";
import { CONTENT_PAGES } from "./pages";
import { buildRobots, buildSitemap } from "./sitemap";

describe("sitemap", () => {
  const xml = buildSitemap("https://www.tidewire.example", ["kestrel-freight", "marlow-legal"]);
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it("lists every content page and case study once, as absolute addresses", () => {
    expect(locations).toHaveLength(CONTENT_PAGES.length + 2);
    expect(new Set(locations).size).toBe(locations.length);
    expect(locations).toContain("https://www.tidewire.example/");
    expect(locations).toContain("https://www.tidewire.example/internet/business-fibre");
    expect(locations).toContain("https://www.tidewire.example/case-studies/marlow-legal");
  });

  it("is a sitemaps.org document", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it("escapes addresses", () => {
    expect(buildSitemap("https://a.example/?x=1&y=2", [])).toContain("x=1&#38;y=2");
  });
});

describe("robots.txt", () => {
  it("points crawlers at the sitemap and away from the API", () => {
    const robots = buildRobots("https://www.tidewire.example");
    expect(robots).toContain("Sitemap: https://www.tidewire.example/sitemap.xml");
    expect(robots).toContain("Disallow: /api/");
  });
});
