/** The top strip shows the small-business number on small-business paths (spec 000 section 1). */
export function isSmallBusinessPath(pathname: string): boolean {
  return pathname === "/small-business" || pathname.startsWith("/small-business/");
}
