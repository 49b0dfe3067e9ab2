import { createHash } from "node:crypto";
import { addressKey } from "../../domain/pricing/address-key";
import {
  AAPT_ONLY_SPEED,
  CONTRACT_TERMS,
  type CarrierKey,
  type ContractTermKey,
} from "../../domain/pricing/carriers";
import type { AddressDataSet } from "../address-api/data-set";

/**
 * What each carrier sells where, and at what price, worked out from the address data set so
 * every stand-in agrees with the address search (docs/product.md §D3). Every figure is invented
 * but plausible, and deterministic: the same address, speed and carrier always cost the same.
 *
 * Reach: a carrier reaches an address when the address lists it among its providers and the
 * address lies in a fibre area; nbn fixed-wireless and satellite areas have no fibre at all.
 * Each carrier sells its own speed range (AAPT 1000 Mbps only).
 */

/** Dollars, ex GST, before rounding to cents. */
export interface TermQuote {
  term: ContractTermKey;
  months: number;
  monthly: number;
  installation: number;
}

export type Quote =
  { kind: "priced"; terms: TermQuote[] } | { kind: "unavailable"; reason: "address" | "speed" };

interface CarrierProduct {
  /** Speeds in Mbps this carrier sells, where it reaches. */
  minSpeed: number;
  maxSpeed: number;
  /** Relative to the market's price: Telstra dearest, DGTEK's own buildings cheapest. */
  priceFactor: number;
}

const PRODUCTS: Record<CarrierKey, CarrierProduct> = {
  TELSTRA: { minSpeed: 20, maxSpeed: 1000, priceFactor: 1.12 },
  OPTUS: { minSpeed: 20, maxSpeed: 1000, priceFactor: 1.02 },
  AAPT: { minSpeed: AAPT_ONLY_SPEED, maxSpeed: AAPT_ONLY_SPEED, priceFactor: 0.96 },
  NBN: { minSpeed: 20, maxSpeed: 1000, priceFactor: 0.94 },
  VOCUS: { minSpeed: 50, maxSpeed: 1000, priceFactor: 0.98 },
  DGTEK: { minSpeed: 100, maxSpeed: 1000, priceFactor: 0.88 },
};

/** Monthly rental on a 12-month term at market price, by speed (domain notes' ranges). */
const MARKET_MONTHLY: Record<number, number> = {
  20: 360,
  50: 420,
  100: 520,
  200: 690,
  500: 1_050,
  1000: 1_550,
};

/** nbn Enterprise Ethernet, 12-month monthly rental by speed. */
const ENTERPRISE_MONTHLY: Record<number, number> = { 250: 1_190, 500: 1_490, 1000: 2_090 };

/** Longer terms cost less a month and less to install (free on 36 months). */
const TERM_DISCOUNT: Record<ContractTermKey, number> = {
  one_year: 1,
  two_years: 0.93,
  three_years: 0.86,
};
const INSTALLATION_SHARE: Record<ContractTermKey, number> = {
  one_year: 1,
  two_years: 0.5,
  three_years: 0,
};

const NO_FIBRE_TECHNOLOGIES = /^(WIRELESS|SATELLITE|Fixed Wireless)$/;

/** A number in [0, 1) fixed by the parts (sha-256, so neighbouring inputs differ widely). */
function unit(...parts: (string | number)[]): number {
  const digest = createHash("sha256").update(parts.join("|")).digest();
  return digest.readUInt32BE(0) / 4_294_967_296;
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

function terms(address: string, monthly12: number, installationSeed: string[]): TermQuote[] {
  // $1,500 to $3,000 to install on 12 months, fixed per address and carrier.
  const installation12 = 1_500 + Math.round(unit(address, ...installationSeed) * 30) * 50;
  return CONTRACT_TERMS.map(({ key, months }) => ({
    term: key,
    months,
    monthly: cents(monthly12 * TERM_DISCOUNT[key]),
    installation: cents(installation12 * INSTALLATION_SHARE[key]),
  }));
}

export interface Catalogue {
  quote(address: string, speed: number, carrier: CarrierKey): Quote;
  /** nbn Enterprise Ethernet: no terms at all where the address has no fibre. */
  enterpriseQuote(address: string, speed: number): TermQuote[];
}

export function buildCatalogue({ addresses, qualifications }: AddressDataSet): Catalogue {
  const reach = new Map<string, Set<CarrierKey>>();
  for (const record of addresses) {
    const nbn = record.providers.find((provider) => provider.name === "NBN");
    const qualification = nbn ? qualifications[nbn.locationId] : undefined;
    const technology = qualification?.technologyShortCode ?? qualification?.technology ?? "";
    const fibreArea = !NO_FIBRE_TECHNOLOGIES.test(technology);
    reach.set(
      addressKey(record.formattedAddress),
      new Set(fibreArea ? record.providers.map((provider) => provider.name) : []),
    );
  }

  return {
    quote(address, speed, carrier) {
      const key = addressKey(address);
      if (!reach.get(key)?.has(carrier)) return { kind: "unavailable", reason: "address" };
      const product = PRODUCTS[carrier];
      const market = MARKET_MONTHLY[speed];
      if (market === undefined || speed < product.minSpeed || speed > product.maxSpeed) {
        return { kind: "unavailable", reason: "speed" };
      }
      // Build costs and competition move an address's price by -5 % to +12 %.
      const local = 0.95 + unit(key, carrier) * 0.17;
      return {
        kind: "priced",
        terms: terms(key, market * product.priceFactor * local, [carrier, "install"]),
      };
    },
    enterpriseQuote(address, speed) {
      const key = addressKey(address);
      const monthly = ENTERPRISE_MONTHLY[speed];
      if (monthly === undefined || !reach.get(key)?.has("NBN")) return [];
      return terms(key, monthly * (0.97 + unit(key, "enterprise") * 0.08), ["enterprise"]);
    },
  };
}
