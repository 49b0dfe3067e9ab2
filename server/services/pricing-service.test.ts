import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CARRIER_KEYS,
  type CarrierEntry,
  type CarrierKey,
  type CarrierPricing,
} from "../../domain/pricing/carriers";
import { memoryCache } from "../cache/answer-cache";
import type { CarrierClient, EnterpriseClient } from "../integrations/carriers/index";
import { UpstreamError } from "../integrations/http-client";
import { createPricingService } from "./pricing-service";

const ADDRESS = "Suite 3 1 Harbour Esp, Docklands VIC 3008";
const TTL = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

interface Question {
  carrier: CarrierKey | "ENTERPRISE";
  address: string;
  speed: number;
  signal?: AbortSignal;
}

/**
 * Stand-in carrier clients: each prices by its own key and the speed asked, records every
 * question, and waits or fails as `behave` says.
 */
function carriersThat(behave: Partial<Record<CarrierKey, () => Promise<void>>> = {}) {
  const asked: Question[] = [];
  const priceOf = (carrier: string, speed: number): CarrierPricing => ({
    one_year: { monthly_rental: speed + carrier.length, installation: 0 },
    three_years: { monthly_rental: speed, installation: 99.5 },
  });
  const carriers = Object.fromEntries(
    CARRIER_KEYS.map((carrier): [CarrierKey, CarrierClient] => [
      carrier,
      {
        carrier,
        async price(address, speed, signal) {
          asked.push({ carrier, address, speed, signal });
          await behave[carrier]?.();
          return priceOf(carrier, speed);
        },
      },
    ]),
  ) as Record<CarrierKey, CarrierClient>;
  const enterprise: EnterpriseClient = {
    async price(address, speed, signal) {
      asked.push({ carrier: "ENTERPRISE", address, speed, signal });
      return priceOf("ENTERPRISE", speed);
    },
  };
  return { carriers, enterprise, asked, priceOf };
}

function serviceWith(stand = carriersThat(), ttlMs = TTL) {
  const service = createPricingService({
    carriers: stand.carriers,
    enterprise: stand.enterprise,
    cache: memoryCache(),
    ttlMs,
  });
  return { service, ...stand };
}

describe("pricing service", () => {
  it("asks the carrier named, with the address, speed and signal given, and answers its entry", async () => {
    const { service, asked, priceOf } = serviceWith();
    const signal = new AbortController().signal;
    for (const carrier of CARRIER_KEYS) {
      expect(await service.price(ADDRESS, 100, carrier, signal)).toEqual(priceOf(carrier, 100));
    }
    expect(asked).toEqual(
      CARRIER_KEYS.map((carrier) => ({ carrier, address: ADDRESS, speed: 100, signal })),
    );
  });

  it("prices the carriers independently: one slow carrier holds up no other", async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { service, asked } = serviceWith(carriersThat({ TELSTRA: () => slow }));
    const telstra = service.price(ADDRESS, 100, "TELSTRA");
    const others = await Promise.all(
      CARRIER_KEYS.filter((key) => key !== "TELSTRA").map((key) =>
        service.price(ADDRESS, 100, key),
      ),
    );
    expect(others).toHaveLength(CARRIER_KEYS.length - 1);
    // Every carrier was asked while Telstra still had not answered.
    expect(asked.map((question) => question.carrier).sort()).toEqual([...CARRIER_KEYS].sort());
    release();
    expect(await telstra).toMatchObject({ one_year: { monthly_rental: 107 } });
  });

  it("lets a failing carrier fail alone, and keeps no failure", async () => {
    let failures = 1;
    const { service, asked } = serviceWith(
      carriersThat({
        OPTUS: async () => {
          if (failures-- > 0) throw new UpstreamError("Optus pricing", "timeout", "timed out");
        },
      }),
    );
    const results = await Promise.allSettled(
      CARRIER_KEYS.map((key) => service.price(ADDRESS, 100, key)),
    );
    expect(results.map((result) => result.status)).toEqual(
      CARRIER_KEYS.map((key) => (key === "OPTUS" ? "rejected" : "fulfilled")),
    );
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(UpstreamError);
    // The next visitor asks Optus again (and gets its price); the others come from the cache.
    expect(await service.price(ADDRESS, 100, "OPTUS")).toMatchObject({ one_year: {} });
    await service.price(ADDRESS, 100, "TELSTRA");
    expect(asked.filter((question) => question.carrier === "OPTUS")).toHaveLength(2);
    expect(asked.filter((question) => question.carrier === "TELSTRA")).toHaveLength(1);
  });

  it("reuses an answer for the same address however typed, speed and carrier, within the TTL", async () => {
    const { service, asked } = serviceWith();
    const first = await service.price(ADDRESS, 100, "NBN");
    const retyped = "  suite 3 1 HARBOUR esp ,docklands   vic 3008 ";
    expect(await service.price(retyped, 100, "NBN")).toEqual(first);
    expect(await service.price(ADDRESS.normalize("NFD"), 100, "NBN")).toEqual(first);
    expect(asked).toHaveLength(1);
  });

  it("asks again for another speed, another carrier or another address", async () => {
    const { service, asked } = serviceWith();
    await service.price(ADDRESS, 100, "NBN");
    expect(await service.price(ADDRESS, 1000, "NBN")).toMatchObject({
      three_years: { monthly_rental: 1000 },
    });
    await service.price(ADDRESS, 100, "VOCUS");
    await service.price("14 Hibberson St, Gungahlin ACT 2912", 100, "NBN");
    expect(asked.map(({ carrier, speed }) => `${carrier}:${speed}`)).toEqual([
      "NBN:100",
      "NBN:1000",
      "VOCUS:100",
      "NBN:100",
    ]);
  });

  it("asks again once the TTL has passed", async () => {
    vi.useFakeTimers();
    const { service, asked } = serviceWith();
    await service.price(ADDRESS, 100, "AAPT");
    vi.advanceTimersByTime(TTL - 1);
    await service.price(ADDRESS, 100, "AAPT");
    expect(asked).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await service.price(ADDRESS, 100, "AAPT");
    expect(asked).toHaveLength(2);
  });

  it("always asks with a TTL of 0", async () => {
    const { service, asked } = serviceWith(carriersThat(), 0);
    await service.price(ADDRESS, 100, "DGTEK");
    await service.price(ADDRESS, 100, "DGTEK");
    await service.priceEnterprise(ADDRESS, 250);
    await service.priceEnterprise(ADDRESS, 250);
    expect(asked).toHaveLength(4);
  });

  it("caches an unavailable answer like any other", async () => {
    const unavailable: CarrierEntry = { unavailable: "address" };
    const stand = carriersThat();
    const asked: string[] = [];
    stand.carriers.VOCUS = {
      carrier: "VOCUS",
      price: async (address) => {
        asked.push(address);
        return unavailable;
      },
    };
    const { service } = serviceWith(stand);
    expect(await service.price(ADDRESS, 50, "VOCUS")).toEqual(unavailable);
    expect(await service.price(ADDRESS, 50, "VOCUS")).toEqual(unavailable);
    expect(asked).toHaveLength(1);
  });

  it("prices enterprise nbn through its own client, cached apart from the NBN carrier row", async () => {
    const { service, asked, priceOf } = serviceWith();
    const signal = new AbortController().signal;
    expect(await service.priceEnterprise(ADDRESS, 500, signal)).toEqual(priceOf("ENTERPRISE", 500));
    expect(await service.price(ADDRESS, 500, "NBN")).toEqual(priceOf("NBN", 500));
    expect(await service.priceEnterprise(` ${ADDRESS.toUpperCase()} `, 500)).toEqual(
      priceOf("ENTERPRISE", 500),
    );
    await service.priceEnterprise(ADDRESS, 1000);
    expect(asked).toEqual([
      { carrier: "ENTERPRISE", address: ADDRESS, speed: 500, signal },
      { carrier: "NBN", address: ADDRESS, speed: 500, signal: undefined },
      { carrier: "ENTERPRISE", address: ADDRESS, speed: 1000, signal: undefined },
    ]);
  });

  it("passes hostile and unusual address text to the carrier as it came, and caches it safely", async () => {
    const { service, asked } = serviceWith();
    const texts = [
      "<script>alert(1)</script> 1 Main St",
      "1 Main St'; DROP TABLE leads; --",
      "🦘 12 Wallaby Way, Sydney NSW 2000",
      "pricing:v1:NBN:100:1 main st",
    ];
    for (const text of texts) await service.price(text, 100, "NBN");
    for (const text of texts) await service.price(text, 100, "NBN");
    expect(asked.map((question) => question.address)).toEqual(texts);
  });
});
