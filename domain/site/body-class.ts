/** docs/product.md §A2: the page body takes a class from the path. "/" -> "page-home". */
export function bodyClassForPath(pathname: string): string {
  const slug = pathname
    .toLowerCase()
    .split("/")
    .filter(Boolean)
    .join("-")
    .replace(/[^a-z0-9-]/g, "");
  return `page-${slug || "home"}`;
}
