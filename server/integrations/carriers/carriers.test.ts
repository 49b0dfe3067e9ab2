import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  CARRIER_KEYS,
  PRICE_CHECKER_SPEEDS,
  type CarrierKey,
} from "../../../domain/pricing/carriers";
import { loadAddressDataSet } from "../../../simulators/address-api/data-set";
import { buildCatalogue } from "../../../simulators/carriers/catalogue";
import { STAND_INS } from "../../../simulators/carriers/shapes";
import { parseUpstreamAnswer, UpstreamError } from "../http-client";
import { aaptApi } from "./aapt";
import { carrierSystem, type CarrierApi } from "./carrier-api";
import { dgtekApi } from "./dgtek";
import { enterpriseTerms, nbnApi } from "./nbn";
import { optusApi } from "./optus";
import { telstraApi } from "./telstra";
import { vocusApi } from "./vocus";

const APIS: Record<CarrierKey, CarrierApi<z.ZodType>> = {
  TELSTRA: telstraApi,
  OPTUS: optusApi,
  AAPT: aaptApi,
  NBN: nbnApi,
  VOCUS: vocusApi,
  DGTEK: dgtekApi,
};

/** The body read as the client reads it off the wire. */
const read = (carrier: CarrierKey, body: unknown, speed = 100) => {
  const api = APIS[carrier];
  return api.toEntry(parseUpstreamAnswer(carrierSystem(carrier), api.schema, body), speed);
};

const PRICED = {
  one_year: { monthly_rental: 560.5, installation: 1800 },
  two_years: { monthly_rental: 521.27, installation: 900 },
  three_years: { monthly_rental: 482.03, installation: 0 },
};

function expectShapeError(run: () => unknown, carrier: CarrierKey, message?: RegExp) {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(UpstreamError);
  expect(thrown).toMatchObject({ system: carrierSystem(carrier), failure: "shape" });
  if (message) expect((thrown as Error).message).toMatch(message);
}

describe("Telstra's answer", () => {
  const offer = (months: number, monthly: number, install: number) => ({
    contractTermMonths: months,
    recurringCharge: { amountInCents: monthly, currencyCode: "AUD", frequency: "MONTHLY" },
    nonRecurringCharge: { amountInCents: install, currencyCode: "AUD" },
  });
  const answer = (status: string, offers: unknown[] = []) => ({
    quoteId: "TQ-1",
    serviceability: { status },
    offers,
  });

  it("maps cents by term months to dollars by the spec's keys", () => {
    const body = answer("SERVICEABLE", [
      offer(36, 48203, 0),
      offer(12, 56050, 180000),
      offer(24, 52127, 90000),
    ]);
    expect(read("TELSTRA", body)).toEqual(PRICED);
  });

  it("reads not serviceable as the address, an unsupported bandwidth as the speed", () => {
    expect(read("TELSTRA", answer("NOT_SERVICEABLE"))).toEqual({ unavailable: "address" });
    expect(read("TELSTRA", answer("BANDWIDTH_NOT_SUPPORTED"))).toEqual({ unavailable: "speed" });
  });

  it("refuses another currency, fractions of a cent, an unknown status or no terms", () => {
    const usd = {
      ...offer(12, 100, 0),
      recurringCharge: { amountInCents: 100, currencyCode: "USD" },
    };
    expectShapeError(
      () => read("TELSTRA", answer("SERVICEABLE", [usd])),
      "TELSTRA",
      /currencyCode/,
    );
    expectShapeError(() => read("TELSTRA", answer("SERVICEABLE", [offer(12, 10.5, 0)])), "TELSTRA");
    expectShapeError(() => read("TELSTRA", answer("MAYBE")), "TELSTRA", /status/);
    expectShapeError(() => read("TELSTRA", answer("SERVICEABLE", [])), "TELSTRA", /term/);
    expectShapeError(() => read("TELSTRA", "<html>busy</html>"), "TELSTRA");
  });
});

describe("Optus's answer", () => {
  it("maps dollar strings under term keys", () => {
    const body = {
      responseCode: "0000",
      outcome: "QUOTED",
      priceList: {
        "12M": { mrc: "560.50", nrc: "1800.00" },
        "24M": { mrc: "521.27", nrc: "900" },
        "36M": { mrc: "482.03", nrc: "0.00" },
      },
    };
    expect(read("OPTUS", body)).toEqual(PRICED);
  });

  it("leaves out terms the site does not show", () => {
    const body = {
      responseCode: "0000",
      outcome: "QUOTED",
      priceList: { "36M": { mrc: "482.03", nrc: "0" }, "60M": { mrc: "400.00", nrc: "0" } },
    };
    expect(read("OPTUS", body)).toEqual({ three_years: PRICED.three_years });
  });

  it("reads no coverage as the address, an unavailable bandwidth as the speed", () => {
    expect(read("OPTUS", { responseCode: "1101", outcome: "NO_COVERAGE" })).toEqual({
      unavailable: "address",
    });
    expect(read("OPTUS", { responseCode: "1102", outcome: "BANDWIDTH_UNAVAILABLE" })).toEqual({
      unavailable: "speed",
    });
  });

  it("refuses dollars that are not amounts, and a quote without prices", () => {
    const bad = {
      responseCode: "0",
      outcome: "QUOTED",
      priceList: { "12M": { mrc: "$560", nrc: "0" } },
    };
    expectShapeError(() => read("OPTUS", bad), "OPTUS", /dollars/);
    expectShapeError(
      () => read("OPTUS", { responseCode: "0", outcome: "QUOTED" }),
      "OPTUS",
      /priceList/,
    );
  });
});

describe("AAPT's answer", () => {
  it("maps '12 months' terms in dollars, rounding to cents", () => {
    const body = {
      result: {
        available: "Y",
        bandwidth: "1000Mbps",
        charges: [
          { contractTerm: "12 months", recurring: 560.4999, oneOff: 1800 },
          { contractTerm: "24 months", recurring: 521.27, oneOff: 900 },
          { contractTerm: "36 months", recurring: 482.03, oneOff: 0 },
        ],
      },
    };
    expect(read("AAPT", body, 1000)).toEqual(PRICED);
  });

  it("reads off net as the address, a speed it does not sell as the speed", () => {
    const unavailable = (unavailableReason: string) => ({
      result: { available: "N", bandwidth: "100Mbps", unavailableReason, charges: [] },
    });
    expect(read("AAPT", unavailable("OFF_NET"))).toEqual({ unavailable: "address" });
    expect(read("AAPT", unavailable("SPEED_NOT_OFFERED"))).toEqual({ unavailable: "speed" });
  });

  it("refuses a 'no' without a reason, negative charges and a term twice", () => {
    expectShapeError(() => read("AAPT", { result: { available: "N" } }), "AAPT");
    const charges = (...list: unknown[]) => ({ result: { available: "Y", charges: list } });
    expectShapeError(
      () => read("AAPT", charges({ contractTerm: "12 months", recurring: -1, oneOff: 0 })),
      "AAPT",
    );
    const twice = { contractTerm: "12 months", recurring: 1, oneOff: 0 };
    expectShapeError(() => read("AAPT", charges(twice, twice)), "AAPT", /twice/);
  });
});

describe("nbn's answer", () => {
  const available = (pricing: unknown) => ({
    priceEnquiry: { id: "PE-1", status: "AVAILABLE", pricing },
  });
  const pricing = {
    termMonths: [12, 24, 36],
    monthlyRecurringChargeCents: [56050, 52127, 48203],
    oneOffChargeCents: [180000, 90000, 0],
  };

  it("maps parallel arrays of months and cents", () => {
    expect(read("NBN", available(pricing))).toEqual(PRICED);
  });

  it("reads not available as the address, an unavailable bandwidth as the speed", () => {
    const status = (value: string) => ({ priceEnquiry: { id: "PE-1", status: value } });
    expect(read("NBN", status("NOT_AVAILABLE"))).toEqual({ unavailable: "address" });
    expect(read("NBN", status("BANDWIDTH_UNAVAILABLE"))).toEqual({ unavailable: "speed" });
  });

  it("answers Enterprise Ethernet without terms where nbn has no fibre", () => {
    const parse = (body: unknown) =>
      enterpriseTerms(parseUpstreamAnswer(carrierSystem("NBN"), nbnApi.schema, body));
    expect(parse(available(pricing))).toEqual(PRICED);
    expect(parse({ priceEnquiry: { id: "PE-1", status: "NOT_AVAILABLE" } })).toEqual({});
  });

  it("refuses arrays of different lengths and an availability without prices", () => {
    const short = { ...pricing, oneOffChargeCents: [0] };
    expectShapeError(() => read("NBN", available(short)), "NBN", /lengths/);
    expectShapeError(() => read("NBN", available(undefined)), "NBN", /without pricing/);
  });
});

describe("Vocus's answer", () => {
  const quote = (attributes: Record<string, unknown>) => ({
    data: { type: "quote", id: "VQ-1", attributes },
  });
  const table = [
    ["term", "setup_ex_gst", "monthly_ex_gst"],
    ["P3Y", "0.00", "482.03"],
    ["P12M", "1800.00", "560.50"],
    ["P2Y", "900.00", "521.27"],
  ];

  it("reads the price table by its header's column names and ISO 8601 terms", () => {
    const body = quote({ serviceable: true, speed_available: true, price_table: table });
    expect(read("VOCUS", body)).toEqual(PRICED);
  });

  it("reads not serviceable as the address, a speed not available as the speed", () => {
    const none = { price_table: [] };
    expect(read("VOCUS", quote({ ...none, serviceable: false, speed_available: false }))).toEqual({
      unavailable: "address",
    });
    expect(read("VOCUS", quote({ ...none, serviceable: true, speed_available: false }))).toEqual({
      unavailable: "speed",
    });
  });

  it("refuses a table without a column, an unreadable term or amount", () => {
    const priced = (priceTable: string[][]) =>
      quote({ serviceable: true, speed_available: true, price_table: priceTable });
    expectShapeError(
      () => read("VOCUS", priced([["term", "monthly_ex_gst"]])),
      "VOCUS",
      /setup_ex_gst/,
    );
    expectShapeError(
      () => read("VOCUS", priced([table[0]!, ["12 months", "1.00", "1.00"]])),
      "VOCUS",
      /row/,
    );
    expectShapeError(
      () => read("VOCUS", priced([table[0]!, ["P1Y", "n/a", "1.00"]])),
      "VOCUS",
      /row/,
    );
  });
});

describe("DGTEK's answer", () => {
  const plans = [
    { speed: "100Mbps", term: "1yr", monthly: 560.5, setup: 1800 },
    { speed: "100Mbps", term: "2yr", monthly: 521.27, setup: 900 },
    { speed: "100Mbps", term: "3yr", monthly: 482.03, setup: 0 },
    { speed: "1Gbps", term: "1yr", monthly: 1490, setup: 2000 },
  ];

  it("picks the plans at the speed asked for, reading 1Gbps as 1000", () => {
    const body = { ok: true, building: { onNet: true }, plans };
    expect(read("DGTEK", body, 100)).toEqual(PRICED);
    expect(read("DGTEK", body, 1000)).toEqual({
      one_year: { monthly_rental: 1490, installation: 2000 },
    });
  });

  it("reads a building off its network as the address, no plan at the speed as the speed", () => {
    expect(read("DGTEK", { ok: true, building: { onNet: false }, plans: [] })).toEqual({
      unavailable: "address",
    });
    expect(read("DGTEK", { ok: true, building: { onNet: true }, plans }, 500)).toEqual({
      unavailable: "speed",
    });
  });

  it("refuses an unreadable speed and an answer that is not ok", () => {
    const odd = [{ speed: "fast", term: "1yr", monthly: 1, setup: 1 }];
    expectShapeError(
      () => read("DGTEK", { ok: true, building: { onNet: true }, plans: odd }),
      "DGTEK",
      /speed/,
    );
    expectShapeError(() => read("DGTEK", { ok: false }), "DGTEK");
  });
});

describe("every stand-in's answer", () => {
  const data = loadAddressDataSet();
  const catalogue = buildCatalogue(data);

  it("maps back to the catalogue's prices and reasons, for every carrier and speed", () => {
    for (const record of data.addresses.slice(0, 60)) {
      for (const standIn of STAND_INS) {
        const carrier = standIn.carrier;
        for (const speed of PRICE_CHECKER_SPEEDS) {
          const question = { address: record.formattedAddress, speed };
          const body = standIn.answer(
            {
              quote: (at) => catalogue.quote(record.formattedAddress, at, carrier),
              enterprise: (at) => catalogue.enterpriseQuote(record.formattedAddress, at),
            },
            question,
          );
          const quote = catalogue.quote(record.formattedAddress, speed, carrier);
          const entry = read(carrier, JSON.parse(JSON.stringify(body)), speed);
          if (quote.kind === "unavailable") {
            expect(entry, `${carrier} ${speed}`).toEqual({ unavailable: quote.reason });
            continue;
          }
          // DGTEK quotes whole dollars; everyone else to the cent.
          const digits = carrier === "DGTEK" ? -0.5 : 2;
          for (const term of quote.terms) {
            const price = entry[term.term]!;
            expect(price.monthly_rental).toBeCloseTo(term.monthly, digits);
            expect(price.installation).toBeCloseTo(term.installation, digits);
          }
        }
      }
    }
    expect(STAND_INS.map((standIn) => standIn.carrier)).toEqual([...CARRIER_KEYS]);
  });
});
