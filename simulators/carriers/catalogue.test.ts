import { describe, expect, it } from "vitest";
import { addressKey } from "../../domain/pricing/address-key";
import { CARRIER_KEYS, PRICE_CHECKER_SPEEDS } from "../../domain/pricing/carriers";
import { loadAddressDataSet } from "../address-api/data-set";
import { buildCatalogue } from "./catalogue";
import { PRICING_SCENARIOS, type PricingScenario } from "./scenarios";

const data = loadAddressDataSet();
const catalogue = buildCatalogue(data);
const known = new Set(data.addresses.map((record) => addressKey(record.formattedAddress)));

describe("the carrier catalogue", () => {
  it("prices within the domain notes' (rough) ranges, cheaper a month on longer terms", () => {
    for (const record of data.addresses.slice(0, 200)) {
      for (const carrier of CARRIER_KEYS) {
        for (const speed of PRICE_CHECKER_SPEEDS) {
          const quote = catalogue.quote(record.formattedAddress, speed, carrier);
          if (quote.kind !== "priced") continue;
          const [one, two, three] = quote.terms.map((term) => term.monthly) as [
            number,
            number,
            number,
          ];
          expect(one).toBeGreaterThan(two);
          expect(two).toBeGreaterThan(three);
          if (speed <= 100)
            expect([three, one]).toSatisfy(([low, high]) => low >= 250 && high <= 700);
          if (speed === 1000)
            expect([three, one]).toSatisfy(([low, high]) => low >= 900 && high <= 2500);
          expect(quote.terms[0]!.installation).toBeGreaterThanOrEqual(1500);
          expect(quote.terms[0]!.installation).toBeLessThanOrEqual(3000);
          expect(quote.terms[2]!.installation).toBe(0);
        }
      }
    }
  });

  it("is the same every time for the same address however it is typed", () => {
    const address = PRICING_SCENARIOS.allCarriers.address;
    expect(catalogue.quote(`  ${address.toUpperCase()} `, 500, "TELSTRA")).toEqual(
      catalogue.quote(address, 500, "TELSTRA"),
    );
    expect(catalogue.quote(address, 500, "TELSTRA")).not.toEqual(
      catalogue.quote(address, 500, "OPTUS"),
    );
  });

  it("sells AAPT at 1000 Mbps only, and leaves addresses without fibre unreached", () => {
    const everywhere = data.addresses.filter((record) => record.providers.length === 6);
    for (const record of everywhere) {
      expect(catalogue.quote(record.formattedAddress, 100, "AAPT")).toEqual({
        kind: "unavailable",
        reason: "speed",
      });
    }
    const noFibre = data.addresses.filter((record) =>
      CARRIER_KEYS.every(
        (carrier) => catalogue.quote(record.formattedAddress, 1000, carrier).kind !== "priced",
      ),
    );
    expect(noFibre.length).toBeGreaterThan(50);
    expect(catalogue.quote("77 Nowhere Rd, Atlantis", 100, "TELSTRA")).toEqual({
      kind: "unavailable",
      reason: "address",
    });
  });
});

describe("the pricing scenarios", () => {
  const scenarios: [string, PricingScenario][] = Object.entries(PRICING_SCENARIOS);

  it.each(scenarios)("%s is an address of the data set", (_name, scenario) => {
    expect(known.has(addressKey(scenario.address))).toBe(true);
  });

  it.each(scenarios.filter(([, scenario]) => scenario.rows))(
    "%s prices each carrier as its rows say",
    (_name, scenario) => {
      for (const carrier of CARRIER_KEYS) {
        const quote = catalogue.quote(scenario.address, scenario.speed, carrier);
        const row = scenario.rows![carrier];
        const reached = quote.kind === "priced" ? "priced" : quote.reason;
        // Errors and timeouts come from the scenario: underneath, the carrier prices.
        expect(reached, carrier).toBe(row === "error" || row === "timeout" ? "priced" : row);
      }
    },
  );

  it("prices AAPT's row of allCarriers as 'speed' unavailable at 100 Mbps", () => {
    expect(catalogue.quote(PRICING_SCENARIOS.allCarriers.address, 100, "AAPT")).toEqual({
      kind: "unavailable",
      reason: "speed",
    });
  });

  it("answers enterprise prices with and without fibre", () => {
    const { enterpriseSuccess, enterpriseNoFibre, enterpriseFailure } = PRICING_SCENARIOS;
    expect(catalogue.enterpriseQuote(enterpriseSuccess.address, 250)).toHaveLength(3);
    expect(catalogue.enterpriseQuote(enterpriseFailure.address, 250)).toHaveLength(3);
    expect(catalogue.enterpriseQuote(enterpriseNoFibre.address, 250)).toEqual([]);
  });
});
