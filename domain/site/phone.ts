/** The top strip shows the small-business number on small-business paths (docs/product.md §A1). */
export function isSmallBusinessPath(pathname: string): boolean {
  return pathname === "/small-business" || pathname.startsWith("/small-business/");
}

/** "1300 975 707" -> "tel:1300975707" */
export function telHref(display: string): string {
  return `tel:${display.replace(/\s+/g, "")}`;
}
