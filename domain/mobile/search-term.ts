import { z } from "zod";
import { SEARCH_TERM_MAX_LENGTH } from "./constants";

/**
 * A search path parameter (`/api/searchRoamingCountries/{search}`...): untrusted text,
 * trimmed, between the search's minimum length and SEARCH_TERM_MAX_LENGTH characters.
 */
export function searchTermSchema(minLength: number) {
  return z
    .string()
    .trim()
    .min(minLength, `Type at least ${minLength} characters.`)
    .max(SEARCH_TERM_MAX_LENGTH, `Type at most ${SEARCH_TERM_MAX_LENGTH} characters.`);
}
