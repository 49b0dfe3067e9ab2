/**
 * One address as the same key however it was typed or pasted: the pricing cache and the
 * carrier stand-ins compare addresses this way (case, spacing and the spaces around commas do
 * not make a different address).
 */
export function addressKey(address: string): string {
  return address
    .normalize("NFC")
    .trim()
    .replace(/\s*,\s*/g, ", ")
    .replace(/\s+/g, " ")
    .toLowerCase();
}
