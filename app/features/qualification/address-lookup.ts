import {
  ADDRESS_SOURCES,
  qualificationParams,
  toAddressItems,
  type AddressItem,
} from "@domain/address/address-items";
import { API } from "@domain/api/contracts";
import type { LookupRules } from "@domain/order/journey-rules";
import type { SqSummary } from "@domain/qualification/sq-summary-schema";
import { api } from "~/lib/api";

/** How a journey searches: which network's addresses to leave out, which provider to prefer. */
/**
 * The address look-up through the site's gateway (docs/product.md §B4): the address API's own
 * footprint first and, when that finds nothing, the providers' live APIs.
 */
export async function searchAddresses(
  fullText: string,
  rules: LookupRules,
  signal?: AbortSignal,
): Promise<AddressItem[]> {
  for (const source of ADDRESS_SOURCES) {
    const results = await api.get(
      API.addresses,
      { query: { fullText, source, excludeProviders: rules.excludeProviders } },
      { signal },
    );
    if (results.length > 0) return toAddressItems(results, rules.preferredProviders);
  }
  return [];
}

/** Service qualification of a chosen address through the gateway. */
export async function qualifyAddress(
  item: AddressItem,
  brand: string,
  signal?: AbortSignal,
): Promise<SqSummary> {
  const answer = await api.get(
    API.serviceQualification,
    { query: qualificationParams(item, brand) },
    { signal },
  );
  return answer.sqSummary;
}
