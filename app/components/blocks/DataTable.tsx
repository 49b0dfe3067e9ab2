import type { Cell } from "@domain/content/blocks-schema";
import { formatPrice } from "@domain/format/money";

interface DataTableProps {
  caption: string;
  headings: string[];
  rows: Cell[][];
}

function cellText(cell: Cell | undefined): string {
  if (cell === undefined) return "";
  return typeof cell === "string" ? cell : formatPrice(cell);
}

/**
 * Every table on the site: the first column heads its row, prices print with two decimals,
 * and on a phone the table scrolls sideways inside a focusable region.
 */
export function DataTable({ caption, headings, rows }: DataTableProps) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-brand-100"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full min-w-[32rem] border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-900 text-white">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-t border-brand-100 odd:bg-white even:bg-brand-50">
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row" className="px-4 py-3 font-semibold text-brand-900">
                    {cellText(cell)}
                  </th>
                ) : (
                  <td key={column} className="px-4 py-3">
                    {cellText(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
