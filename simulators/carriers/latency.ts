import type { CarrierKey } from "../../domain/pricing/carriers";
import { LATENCY_SETTING } from "../../platform/stand-in-latency";

/**
 * How long each carrier stand-in takes to answer (SIM_CARRIER_LATENCY):
 * - realistic: a few seconds, different per carrier, varying per request (the demo);
 * - fast: a few milliseconds (tests);
 * - a fixed list such as TELSTRA=3000,OPTUS=100 (benchmarks); carriers left out answer fast.
 * Scenario addresses (scenarios.ts) keep their own delays whatever this says.
 */
export type LatencySetting = "realistic" | "fast" | Partial<Record<CarrierKey, number>>;

/** Seen on real carrier quoting APIs: seconds, nbn slowest, a building network fastest. */
const REALISTIC_MS: Record<CarrierKey, [number, number]> = {
  TELSTRA: [2_500, 5_000],
  OPTUS: [1_500, 3_500],
  AAPT: [1_000, 2_500],
  NBN: [3_000, 7_000],
  VOCUS: [800, 2_000],
  DGTEK: [300, 900],
};

const FAST_MS: Record<CarrierKey, number> = {
  TELSTRA: 25,
  OPTUS: 20,
  AAPT: 15,
  NBN: 30,
  VOCUS: 10,
  DGTEK: 5,
};

export function parseLatency(value: string): LatencySetting {
  if (value === "realistic" || value === "fast") return value;
  if (!LATENCY_SETTING.test(value)) throw new Error(`SIM_CARRIER_LATENCY: cannot read ${value}`);
  return Object.fromEntries(
    value.split(",").map((pair) => {
      const [carrier, ms] = pair.split("=");
      return [carrier, Number(ms)];
    }),
  );
}

export function latencyFor(setting: LatencySetting, carrier: CarrierKey): number {
  if (setting === "fast") return FAST_MS[carrier];
  if (setting === "realistic") {
    const [min, max] = REALISTIC_MS[carrier];
    return min + Math.round(Math.random() * (max - min));
  }
  return setting[carrier] ?? FAST_MS[carrier];
}
