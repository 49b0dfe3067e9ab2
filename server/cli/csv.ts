/**
 * RFC 4180 CSV for spreadsheets, safe to open: a cell that starts like a formula (=, +, -, @,
 * tab, carriage return) is prefixed with an apostrophe so a lead's own text cannot run in the
 * operator's spreadsheet.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(",");
}
