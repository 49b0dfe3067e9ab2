/**
 * Campaign and click tags: what an ad or a newsletter adds to a link for the browser's
 * analytics. The page is the same with or without them, so a request whose query string holds
 * nothing else is answered as its bare path (from the page cache); anything else in the query
 * (an agent link, a journey's state) still renders afresh.
 */
const CLICK_IDS = new Set(["gclid", "fbclid", "msclkid"]);

const isCampaignTag = (name: string) => name.startsWith("utm_") || CLICK_IDS.has(name);

/**
 * The path a request URL is answered as: the URL itself without a query, the bare path when the
 * query holds only campaign tags, else null (the request is not one the page cache answers).
 */
export function cacheablePath(url: string): string | null {
  const mark = url.indexOf("?");
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split("&")
    .filter((pair) => pair !== "")
    .map((pair) => pair.split("=", 1)[0]!);
  return names.every(isCampaignTag) ? url.slice(0, mark) : null;
}
