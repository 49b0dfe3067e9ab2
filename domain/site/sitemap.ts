import { caseStudyPath, CONTENT_PAGES } from "./pages";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** sitemap.xml: every content page and every case study, as absolute addresses. */
export function buildSitemap(publicUrl: string, caseStudyTypes: string[]): string {
  const entries = [
    ...CONTENT_PAGES,
    ...caseStudyTypes.map((type) => ({ path: caseStudyPath(type), priority: 0.5 })),
  ];
  const urls = entries.map(
    ({ path, priority }) =>
      `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc><priority>${priority.toFixed(1)}</priority></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: pages are open to crawlers; the API and the stand-ins are not pages. */
export function buildRobots(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /__sim/",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
