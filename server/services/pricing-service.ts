import { addressKey } from "../../domain/pricing/address-key";
import type {
  CarrierEntry,
  CarrierKey,
  CarrierPricing,
  EnterpriseSpeed,
  PriceCheckerSpeed,
} from "../../domain/pricing/carriers";
import type { CarrierClient, EnterpriseClient } from "../integrations/carriers/index";
import { cached, type AnswerCache } from "../cache/answer-cache";

/**
 * Prices one carrier at a time: the browser asks each carrier in its own request, so one
 * carrier's failure or slowness never holds up another's row (ADR 0013). Identical questions
 * (the same address however typed, speed and carrier) reuse the answer for ttlMs (ADR 0014).
 */
export interface PricingService {
  price(
    address: string,
    speed: PriceCheckerSpeed,
    carrier: CarrierKey,
    signal?: AbortSignal,
  ): Promise<CarrierEntry>;
  priceEnterprise(
    address: string,
    speed: EnterpriseSpeed,
    signal?: AbortSignal,
  ): Promise<CarrierPricing>;
}

export function createPricingService({
  carriers,
  enterprise,
  cache,
  ttlMs,
}: {
  carriers: Record<CarrierKey, CarrierClient>;
  enterprise: EnterpriseClient;
  cache: AnswerCache;
  ttlMs: number;
}): PricingService {
  // Versioned, so a change of the cached shape never reads an old entry.
  const key = (product: string, speed: number, address: string) =>
    `pricing:v1:${product}:${speed}:${addressKey(address)}`;
  return {
    price: (address, speed, carrier, signal) =>
      cached(cache, key(carrier, speed, address), ttlMs, () =>
        carriers[carrier].price(address, speed, signal),
      ),
    priceEnterprise: (address, speed, signal) =>
      cached(cache, key("NBN_ENTERPRISE", speed, address), ttlMs, () =>
        enterprise.price(address, speed, signal),
      ),
  };
}
