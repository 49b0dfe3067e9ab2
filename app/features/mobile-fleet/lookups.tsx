import type { ComponentProps } from "react";
import { RatesSearch } from "./RatesSearch";
import { RoamingLookup } from "./RoamingLookup";
import { searchInternationalRates, searchRoamingCountries } from "./search-api";

/**
 * The page's two look-ups on the site's API. The page loads them after its start (ADR 0054),
 * the API's client with them.
 */
export function InternationalRates(props: Omit<ComponentProps<typeof RatesSearch>, "search">) {
  return <RatesSearch {...props} search={searchInternationalRates} />;
}

export function RoamingCountries(props: Omit<ComponentProps<typeof RoamingLookup>, "search">) {
  return <RoamingLookup {...props} search={searchRoamingCountries} />;
}
