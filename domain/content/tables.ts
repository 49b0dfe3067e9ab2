/** The heading of the optional last column of a service agreement table. */
export const COMMENTS_HEADING = "Comments";

/**
 * A table without its Comments column when no row has a comment (docs/product.md §A9: "a
 * Comments column appears only if comments data exists").
 */
export function withoutEmptyComments<Cell>(
  headings: string[],
  rows: Cell[][],
  isEmpty: (cell: Cell | undefined) => boolean,
): { headings: string[]; rows: Cell[][] } {
  const index = headings.findIndex((heading) => heading === COMMENTS_HEADING);
  if (index === -1 || rows.some((row) => !isEmpty(row[index]))) return { headings, rows };
  return {
    headings: headings.filter((_, column) => column !== index),
    rows: rows.map((row) => row.filter((_, column) => column !== index)),
  };
}
