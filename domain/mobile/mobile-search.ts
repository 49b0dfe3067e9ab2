import { RATES_SEARCH, ROAMING_SEARCH } from "./constants";
import {
  rateRow,
  roamingRecords,
  type CountryRoamingRecord,
  type InternationalRateRow,
  type InternationalRatesReference,
  type RoamingReference,
} from "./reference-schema";
import { createNameIndex } from "./search";

/**
 * The two searches of the mobile fleet page over their reference data, built once at start.
 * Each answers the spec's records for a term (docs/product.md §B7), best matches first.
 */

export function createRoamingSearch(
  reference: RoamingReference,
): (term: string) => CountryRoamingRecord[] {
  const index = createNameIndex(reference.countries, (entry) => [entry.country, ...entry.aliases]);
  return (term) => index.search(term, ROAMING_SEARCH.maxCountries).flatMap(roamingRecords);
}

export function createRatesSearch(
  reference: InternationalRatesReference,
): (term: string) => InternationalRateRow[] {
  const index = createNameIndex(reference.rates, (rate) => [rate.country, ...rate.aliases]);
  return (term) => index.search(term, RATES_SEARCH.maxResults).map(rateRow);
}
