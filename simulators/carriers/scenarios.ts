import { addressKey } from "../../domain/pricing/address-key";
import type { CarrierKey, EnterpriseSpeed, PriceCheckerSpeed } from "../../domain/pricing/carriers";

/**
 * Addresses of the address data set on which the carrier stand-ins behave the same way every
 * time, whatever SIM_CARRIER_LATENCY says: the price checker's browser tests and demos use
 * them (README, "Trying the price checker"). Reach and prices still come from the data set
 * (simulators/carriers/catalogue.ts); a scenario only adds fixed delays and failures.
 */

/** How a carrier's row ends for the scenario's address at the scenario's speed. */
export type ExpectedRow = "priced" | "address" | "speed" | "error" | "timeout";

export interface PricingScenario {
  address: string;
  /** What it demonstrates, as the README lists it. */
  shows: string;
  /** The speed the scenario is meant for (price checker or enterprise, by its name). */
  speed: PriceCheckerSpeed | EnterpriseSpeed;
  /** Each carrier's row at that speed (price checker scenarios). */
  rows?: Record<CarrierKey, ExpectedRow>;
  /** Fixed answer delays in ms, in the fast set-up too. */
  latencyMs?: Partial<Record<CarrierKey, number>>;
  /** Carriers that answer 500 here. */
  failing?: readonly CarrierKey[];
  /** Carriers that take longer here than any carrier timeout allows (the row answers 504). */
  slow?: readonly CarrierKey[];
  /** The enterprise (nbn Enterprise Ethernet) pricing answers 500 here. */
  enterpriseFails?: boolean;
}

const ALL_PRICED: Record<CarrierKey, ExpectedRow> = {
  TELSTRA: "priced",
  OPTUS: "priced",
  AAPT: "priced",
  NBN: "priced",
  VOCUS: "priced",
  DGTEK: "priced",
};

export const PRICING_SCENARIOS = {
  allCarriers: {
    address: "391 Collins St, Docklands VIC 3008",
    shows: "all six carriers price 1000 Mbps; at 100 Mbps AAPT's row is 'speed' unavailable",
    speed: 1000,
    rows: ALL_PRICED,
  },
  outOfOrder: {
    address: "2 Bourke St, Docklands VIC 3008",
    shows: "rows arrive out of the table's order: DGTEK first (50 ms), Telstra last (1.5 s)",
    speed: 1000,
    rows: ALL_PRICED,
    latencyMs: { DGTEK: 50, VOCUS: 250, AAPT: 500, NBN: 800, OPTUS: 1_100, TELSTRA: 1_500 },
  },
  oneCarrierFails: {
    address: "239 Harbour Esp, Docklands VIC 3008",
    shows: "Optus answers 500: its row errors, the other five price",
    speed: 1000,
    rows: { ...ALL_PRICED, OPTUS: "error" },
    failing: ["OPTUS"],
  },
  slowCarrier: {
    address: "Suite 14 346 Pitt St, Sydney NSW 2000",
    shows:
      "Vocus never answers in time: its row errors (504) after CARRIER_TIMEOUT_MS, the others price at once",
    speed: 1000,
    rows: { ...ALL_PRICED, VOCUS: "timeout" },
    slow: ["VOCUS"],
  },
  noCarrier: {
    address: "8 Oondooroo St, Winton QLD 4735",
    shows: "no fibre at all (satellite area): every carrier unavailable 'address', No results",
    speed: 100,
    rows: {
      TELSTRA: "address",
      OPTUS: "address",
      AAPT: "address",
      NBN: "address",
      VOCUS: "address",
      DGTEK: "address",
    },
  },
  enterpriseSuccess: {
    address: "391 Collins St, Docklands VIC 3008",
    shows: "enterprise pricing answers 12, 24 and 36 month prices",
    speed: 250,
  },
  enterpriseNoFibre: {
    address: "12 Oxley St, Bourke NSW 2840",
    shows: "enterprise pricing answers without one_year: the no-fibre modal",
    speed: 250,
  },
  enterpriseFailure: {
    address: "Level 30 383 Castlereagh St, Sydney NSW 2000",
    shows: "enterprise pricing answers 500: the internal-error panel",
    speed: 250,
    enterpriseFails: true,
  },
} as const satisfies Record<string, PricingScenario>;

export type PricingScenarioName = keyof typeof PRICING_SCENARIOS;

const BY_ADDRESS = new Map<string, PricingScenario>(
  Object.values(PRICING_SCENARIOS).map((scenario: PricingScenario) => [
    addressKey(scenario.address),
    scenario,
  ]),
);

/** The scenario an address belongs to, if any. */
export function scenarioFor(address: string): PricingScenario | undefined {
  return BY_ADDRESS.get(addressKey(address));
}
