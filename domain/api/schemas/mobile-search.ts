import { z } from "zod";
import { RATES_SEARCH, ROAMING_SEARCH, SEARCH_TERM_MAX_LENGTH } from "../../mobile/constants";

/**
 * A search path parameter: untrusted text, trimmed, between the search's minimum length and
 * SEARCH_TERM_MAX_LENGTH characters.
 */
const searchTerm = (minLength: number) =>
  z
    .string()
    .trim()
    .min(minLength, `Type at least ${minLength} characters.`)
    .max(SEARCH_TERM_MAX_LENGTH, `Type at most ${SEARCH_TERM_MAX_LENGTH} characters.`);

/** GET /api/searchRoamingCountries/{search} (docs/product.md §B7). */
export const roamingSearchParamsSchema = z.object({
  search: searchTerm(ROAMING_SEARCH.minLength),
});

/** GET /api/searchMobileInternationalRates/{search} (docs/product.md §B7). */
export const ratesSearchParamsSchema = z.object({ search: searchTerm(RATES_SEARCH.minLength) });
