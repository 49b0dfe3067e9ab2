/** A content file's text as the editor writes it, so a save changes only what was edited. */
export function storedJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
