/**
 * A page's one address: lower case, no repeated or trailing slash (the site root keeps its
 * one). `/CONTACT`, `/contact/` and `//contact` all name `/contact`, and are sent there with a
 * permanent redirect, so search engines index one copy and a cache keeps one entry per page.
 * A backslash is written %5c: browsers read "/\" in a Location as "//", another site.
 */
export function canonicalPagePath(path: string): string {
  const collapsed = path
    .toLowerCase()
    .replace(/\\/g, "%5c")
    .replace(/\/{2,}/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : collapsed;
}
