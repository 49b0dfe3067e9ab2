/**
 * The networks the address API knows an address by (docs/product.md §B3). Each address lists
 * the providers that reach it, with that provider's own location id.
 */
export const PROVIDER_KEYS = ["TELSTRA", "OPTUS", "NBN", "AAPT", "VOCUS", "DGTEK"] as const;
export type ProviderKey = (typeof PROVIDER_KEYS)[number];

export function isProviderKey(value: string): value is ProviderKey {
  return (PROVIDER_KEYS as readonly string[]).includes(value);
}

/** The name a provider's location id goes under in a qualification query ("nbn"). */
export type ProviderParam = Lowercase<ProviderKey>;

export function providerParam(key: ProviderKey): ProviderParam {
  return key.toLowerCase() as ProviderParam;
}
