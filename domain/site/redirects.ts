/** docs/product.md §A2: old paths and where they now go. */
export const REDIRECTS: Readonly<Record<string, { to: string; status: 302 | 301 }>> = {
  "/internet/business-ethernet": { to: "/", status: 302 },
  "/internet/business-grade-tc2-nbn": { to: "/", status: 302 },
  "/voip/small-business": { to: "/", status: 302 },
  "/small-business/nbn/about-nbn-speed": { to: "/small-business/nbn", status: 301 },
  "/small-business/nbn/features": { to: "/small-business/nbn", status: 301 },
  "/small-business/nbn/plans": { to: "/small-business/nbn", status: 301 },
};

export function redirectFor(pathname: string): { to: string; status: 302 | 301 } | null {
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return REDIRECTS[key] ?? null;
}
