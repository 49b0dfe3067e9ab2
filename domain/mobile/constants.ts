/**
 * The mobile fleet, roaming and international rates constants of docs/product.md §B9 that
 * code (rather than content) depends on. Prices and copy live in content/.
 */

/** Roaming look-up: searches at 3 or more characters after 500 ms; the table fades for 250 ms. */
export const ROAMING_SEARCH = {
  minLength: 3,
  debounceMs: 500,
  fadeMs: 250,
  /** Countries per answer; each country brings all of its operators. */
  maxCountries: 10,
} as const;

/** International rates search: more than 1 character, debounced 500 ms. */
export const RATES_SEARCH = {
  minLength: 2,
  debounceMs: 500,
  maxResults: 20,
} as const;

/** No country or destination name is anywhere near this long; longer terms are refused. */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** The four roaming zones (docs/product.md §B9). */
export const ROAMING_ZONES = [1, 2, 3, 4] as const;

/** A roaming record's type: 'N' is the preferred network operator (docs/product.md §B3). */
export const PREFERRED_OPERATOR = "N";
export const OTHER_OPERATOR = "O";
export type OperatorType = typeof PREFERRED_OPERATOR | typeof OTHER_OPERATOR;

export function operatorTypeLabel(type: OperatorType): string {
  return type === PREFERRED_OPERATOR
    ? "Preferred network operator"
    : "Non-preferred network operator";
}
