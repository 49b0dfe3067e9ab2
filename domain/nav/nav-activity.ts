import type { NavChild, NavItem } from "../content/nav-schema";

/**
 * The four sections whose first child is an "Overview" link to the section itself.
 * On their deeper paths the section stays active but its Overview child does not.
 */
const SECTION_URLS = ["/internet", "/voip", "/network-solutions", "/small-business"] as const;

const SMALL_BUSINESS_OVERVIEW = "/small-business";
const VOIP_SMALL_BUSINESS = "/voip/small-business";

/** docs/product.md §A2: an item is active when the current path contains its url. */
export function isNavItemActive(url: string, pathname: string): boolean {
  // Every path contains "/", so the root is only active on itself.
  if (url === "/") return pathname === "/";
  // "/voip/small-business" contains "/small-business" but belongs to Voice.
  if (url === SMALL_BUSINESS_OVERVIEW && pathname.startsWith(VOIP_SMALL_BUSINESS)) return false;
  return pathname.includes(url);
}

/** The link's own page, a trailing slash aside. */
export function isCurrentPage(url: string, pathname: string): boolean {
  const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);
  return withoutSlash(url) === withoutSlash(pathname);
}

/** A child link, where the Overview exception applies on the four sections' deeper paths. */
export function isNavChildActive(child: NavChild, pathname: string): boolean {
  const isOverview = child.title.trim().toLowerCase() === "overview";
  if (isOverview && (SECTION_URLS as readonly string[]).includes(child.url)) {
    return isCurrentPage(child.url, pathname);
  }
  return isNavItemActive(child.url, pathname);
}

export interface ActiveNavChild extends NavChild {
  active: boolean;
  /** The page itself: its link says so to assistive technology (aria-current). */
  current: boolean;
}
export interface ActiveNavItem extends Omit<NavItem, "children"> {
  key: string;
  active: boolean;
  children: ActiveNavChild[];
}

/** Turns the server's map of items into an ordered list marked for the current path. */
export function markActiveNav(
  mainItems: Record<string, NavItem>,
  pathname: string,
): ActiveNavItem[] {
  return Object.entries(mainItems).map(([key, item]) => ({
    key,
    title: item.title,
    url: item.url,
    active: isNavItemActive(item.url, pathname),
    children: item.children.map((child) => ({
      ...child,
      active: isNavChildActive(child, pathname),
      current: isCurrentPage(child.url, pathname),
    })),
  }));
}
