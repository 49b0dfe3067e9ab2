import { STATES } from "./manual-address";

/** What the price checker reads from an address line (docs/product.md §A5). */
export interface ParsedAddress {
  postcode: string;
  state: string;
  suburb: string;
}

const EMPTY: ParsedAddress = { postcode: "", state: "", suburb: "" };

/**
 * docs/product.md §A5: an address of at least 6 space-separated parts, the last non-empty,
 * gives postcode (last), state (second last) and suburb (lowercased); anything shorter gives
 * empty values. The suburb is every word between the street's comma and the state, so
 * "Box Hill" stays whole; without a comma it is the word before the state.
 */
export function parseAddress(line: string): ParsedAddress {
  const parts = line.split(" ");
  const last = parts.at(-1) ?? "";
  if (parts.length < 6 || last === "") return EMPTY;
  const stateIndex = parts.length - 2;
  const afterComma = parts.findLastIndex((part, index) => index < stateIndex && part.endsWith(","));
  const suburbStart = afterComma >= 0 ? afterComma + 1 : stateIndex - 1;
  const suburbWords = parts.slice(Math.min(suburbStart, stateIndex - 1), stateIndex);
  return {
    postcode: last,
    state: parts[stateIndex] ?? "",
    suburb: suburbWords.filter(Boolean).join(" ").replace(/,$/, "").toLowerCase(),
  };
}

/**
 * An address the carriers can price: it parses, with a 4-digit postcode and one of the eight
 * states (ADR 0016). A suggestion from the list always is one.
 */
export function isPriceableAddress(line: string): boolean {
  const { postcode, state } = parseAddress(line);
  return /^\d{4}$/.test(postcode) && (STATES as readonly string[]).includes(state.toUpperCase());
}
