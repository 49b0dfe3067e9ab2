import { SEARCH_TERM_MAX_LENGTH } from "@domain/mobile/constants";
import type { CountryRoamingRecord, InternationalRateRow } from "@domain/mobile/reference-schema";
import { hasSearchableText } from "@domain/mobile/search";
import { getJson } from "~/lib/api";

/**
 * The page's two searches. A term that cannot match any name (no letter or digit, or longer
 * than any name) is answered here without a request: it would only ask the server for [].
 */
function searchPath<T>(endpoint: string) {
  return (term: string, signal: AbortSignal): Promise<T[]> => {
    if (!hasSearchableText(term) || term.length > SEARCH_TERM_MAX_LENGTH) {
      return Promise.resolve([]);
    }
    return getJson<T[]>(`${endpoint}/${encodeURIComponent(term)}`, { signal });
  };
}

export const searchRoamingCountries = searchPath<CountryRoamingRecord>("searchRoamingCountries");
export const searchInternationalRates = searchPath<InternationalRateRow>(
  "searchMobileInternationalRates",
);
