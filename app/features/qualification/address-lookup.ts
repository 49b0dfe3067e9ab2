import {
  ADDRESS_SOURCES,
  qualificationParams,
  toAddressItems,
  type AddressItem,
} from "@domain/address/address-items";
import type { AddressResult } from "@domain/address/address-schema";
import type { LookupRules } from "@domain/order/journey-rules";
import type { SqAnswer, SqSummary } from "@domain/qualification/sq-summary-schema";
import { getJson } from "~/lib/api";

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
    const params = new URLSearchParams({
      fullText,
      source,
      excludeProviders: rules.excludeProviders,
    });
    const results = await getJson<AddressResult[]>(`v2/address?${params}`, { signal });
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
  const params = new URLSearchParams(qualificationParams(item, brand));
  const answer = await getJson<SqAnswer>(`v2/service-qualification?${params}`, { signal });
  return answer.sqSummary;
}
