/**
 * CSV written for a spreadsheet: the multi-site check's results, holding text the buyer wrote.
 * The same defence as the operators' exports (server/cli/csv.ts), kept in the domain so the
 * site can offer the file too.
 */

/**
 * What a spreadsheet may run as a formula (OWASP "CSV injection"): `=HYPERLINK(...)` in a site
 * name would be a link the buyer did not write, so such a cell starts with an apostrophe and is
 * shown as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: null is empty, a number as it is (-5 is a number to the spreadsheet, not a
 * formula), text defused when it starts like a formula, then quoted (RFC 4180) when it holds a
 * comma, a quote or a line break.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole file: rows ended by \r\n (RFC 4180), after a byte order mark, without which Excel
 * reads the file in the machine's legacy code page and garbles every accent and emoji.
 */
export function csvFile(rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("")}`;
}
