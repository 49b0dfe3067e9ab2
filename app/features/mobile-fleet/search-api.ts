import { API } from "@domain/api/contracts";
import type { Empty, Endpoint } from "@domain/api/endpoint";
import { SEARCH_TERM_MAX_LENGTH } from "@domain/mobile/constants";
import { hasSearchableText } from "@domain/mobile/search";
import { api } from "~/lib/api";

/** A search whose term is the path's one parameter, answering a list. */
type TermSearch<T> = Endpoint<"GET", string, { search: string }, Empty, undefined, T[]>;

/**
 * The page's two searches. A term that cannot match any name (no letter or digit, or longer
 * than any name) is answered here without a request: it would only ask the server for [].
 */
function searchWith<T>(endpoint: TermSearch<T>) {
  return (term: string, signal: AbortSignal): Promise<T[]> => {
    if (!hasSearchableText(term) || term.length > SEARCH_TERM_MAX_LENGTH) {
      return Promise.resolve([]);
    }
    return api.get(endpoint, { params: { search: term } }, { signal });
  };
}

export const searchRoamingCountries = searchWith(API.roamingSearch);
export const searchInternationalRates = searchWith(API.ratesSearch);
