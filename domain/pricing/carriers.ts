/**
 * The business-fibre price checker's carriers and speeds (docs/product.md §A3 and §A9): the
 * contract the browser, the API and the carrier clients share.
 */

/** Provider keys, in the order the results table lists them. */
export const CARRIER_KEYS = ["TELSTRA", "OPTUS", "AAPT", "NBN", "VOCUS", "DGTEK"] as const;
export type CarrierKey = (typeof CARRIER_KEYS)[number];

export const CARRIER_NAMES: Record<CarrierKey, string> = {
  TELSTRA: "Telstra",
  OPTUS: "Optus",
  AAPT: "AAPT",
  NBN: "NBN",
  VOCUS: "Vocus",
  DGTEK: "DGTEK",
};

/** docs/product.md §A9: price-checker speeds in Mbps; the third (100) is preselected. */
export const PRICE_CHECKER_SPEEDS = [20, 50, 100, 200, 500, 1000] as const;
export type PriceCheckerSpeed = (typeof PRICE_CHECKER_SPEEDS)[number];
export const DEFAULT_PRICE_CHECKER_SPEED: PriceCheckerSpeed = 100;

/** Enterprise nbn (enterprise ethernet) speeds; the first is preselected. */
export const ENTERPRISE_SPEEDS = [250, 500, 1000] as const;
export type EnterpriseSpeed = (typeof ENTERPRISE_SPEEDS)[number];

/** AAPT sells business fibre at 1000 Mbps only (docs/product.md §A8's AAPT cell). */
export const AAPT_ONLY_SPEED = 1000;

/** The contract terms every carrier prices, by the spec's keys, with their months. */
export const CONTRACT_TERMS = [
  { key: "one_year", months: 12 },
  { key: "two_years", months: 24 },
  { key: "three_years", months: 36 },
] as const;
export type ContractTermKey = (typeof CONTRACT_TERMS)[number]["key"];

/** One contract term's price, ex GST, in dollars. */
export interface TermPrice {
  monthly_rental: number;
  installation: number;
}

/**
 * One carrier's answer for an address and speed (docs/product.md §A3). A term the carrier does
 * not offer there is absent; all absent means no price at this address and speed.
 */
export type CarrierPricing = Partial<Record<ContractTermKey, TermPrice>>;

/** docs/product.md §A7: the price checker waits up to 20 seconds for every carrier. */
export const PRICING_BUDGET_MS = 20_000;

/**
 * Why a carrier has no price (docs/product.md §A8's cells): it does not reach the address at
 * all ('This option unavailable at your address.'), or not at the speed asked ('This speed
 * unavailable at your address', with AAPT's 1000 Mbps note).
 */
export type Unavailable = "address" | "speed";

/** One carrier's entry in `data` of POST /api/get-fibre-pricing's answer. */
export type CarrierEntry = CarrierPricing & { unavailable?: Unavailable };

/** POST /api/get-fibre-pricing answers `{ data: { [carrier]: entry } }` (spec: data.data). */
export interface FibrePricingAnswer {
  data: Partial<Record<CarrierKey, CarrierEntry>>;
}
