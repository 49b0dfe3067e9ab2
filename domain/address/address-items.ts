import type { AddressResult } from "./address-schema";
import { providerParam, type ProviderKey, type ProviderParam } from "./providers";

/**
 * The sources the address API searches, in the order a look-up tries them: its own footprint
 * first, then the providers' live APIs when the footprint finds nothing (docs/product.md §B4).
 */
export const ADDRESS_SOURCES = ["footprint", "api"] as const;
export type AddressSource = (typeof ADDRESS_SOURCES)[number];

/** docs/product.md §B4: at most 6 addresses are listed. */
export const MAX_ADDRESS_ITEMS = 6;
/** Spec: a search runs once the text is longer than 4 characters. */
export const ADDRESS_MIN_LENGTH = 5;
export const ADDRESS_DEBOUNCE_MS = 500;

/** One entry of the suggestion list (docs/product.md §B3): the provider it will qualify with. */
export interface AddressItem {
  address: string;
  locationId: string;
  name: ProviderKey;
}

/**
 * Raw results as list items: each address qualifies with the first provider of `preference`
 * that reaches it, or else with the first provider listed. Duplicate addresses are dropped and
 * the list is capped at six.
 */
export function toAddressItems(
  results: readonly AddressResult[],
  preference: readonly ProviderKey[],
): AddressItem[] {
  const items: AddressItem[] = [];
  const seen = new Set<string>();
  for (const result of results) {
    const provider =
      preference
        .map((name) => result.providers.find((candidate) => candidate.name === name))
        .find((candidate) => candidate !== undefined) ?? result.providers[0];
    const key = result.formattedAddress.toLowerCase();
    if (!provider || seen.has(key)) continue;
    seen.add(key);
    items.push({
      address: result.formattedAddress,
      locationId: provider.locationId,
      name: provider.name,
    });
    if (items.length === MAX_ADDRESS_ITEMS) break;
  }
  return items;
}

/**
 * The service-qualification call's parameters (docs/product.md §B7): the location id keyed by
 * the provider's lowercase name, plus the brand the qualification is for.
 */
export function qualificationParams(
  item: AddressItem,
  brand: string,
): Partial<Record<ProviderParam, string>> & { brand: string } {
  return { [providerParam(item.name)]: item.locationId, brand };
}
