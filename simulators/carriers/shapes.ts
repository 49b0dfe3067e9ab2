import type { Request } from "express";
import { PRICE_CHECKER_SPEEDS, type CarrierKey } from "../../domain/pricing/carriers";
import type { Quote, TermQuote } from "./catalogue";

/**
 * Each carrier's pricing API as the carrier would design it: its own path, its own way of
 * asking (JSON body or query string; speed as a number, a string or a path segment) and its
 * own answer shape (cents or dollar strings, terms as months, named keys or durations). The
 * site's typed clients (server/integrations/carriers/) map each back to the spec's shape.
 */
export interface Question {
  address: string;
  speed: number;
  /** nbn's price enquiry also prices Enterprise Ethernet (the enterprise nbn form). */
  enterprise?: boolean;
}

/** The catalogue's answers for the question's address and this carrier. */
export interface Prices {
  quote(speed: number): Quote;
  enterprise(speed: number): TermQuote[];
}

export interface CarrierStandIn {
  carrier: CarrierKey;
  method: "get" | "post";
  /** Under /__sim/carriers. */
  path: string;
  /** The address and speed as this carrier's API takes them; null when the request is bad. */
  question(req: Request): Question | null;
  /** The catalogue's prices (DGTEK answers every speed at once) in this carrier's shape. */
  answer(prices: Prices, question: Question): unknown;
}

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" && value.length <= 300 ? value : null;
const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;
const reference = (prefix: string, question: Question) =>
  `${prefix}-${Buffer.from(`${question.address}|${question.speed}`).toString("base64url").slice(0, 12)}`;
const dollars = (value: number) => value.toFixed(2);
const toCents = (value: number) => Math.round(value * 100);

/** Telstra: JSON in, charges in cents with a currency, one offer per term in months. */
export const telstra: CarrierStandIn = {
  carrier: "TELSTRA",
  method: "post",
  path: "/telstra/v1/business-fibre/quotes",
  question(req) {
    const { siteAddress, bandwidth } = body(req) as {
      siteAddress?: { singleLine?: unknown };
      bandwidth?: { value?: unknown; unit?: unknown };
    };
    const address = text(siteAddress?.singleLine);
    if (!address || typeof bandwidth?.value !== "number" || bandwidth.unit !== "Mbps") return null;
    return { address, speed: bandwidth.value };
  },
  answer(prices, question) {
    const quote = prices.quote(question.speed);
    const status =
      quote.kind === "priced"
        ? "SERVICEABLE"
        : quote.reason === "address"
          ? "NOT_SERVICEABLE"
          : "BANDWIDTH_NOT_SUPPORTED";
    return {
      quoteId: reference("TQ", question),
      serviceability: { status },
      offers:
        quote.kind === "priced"
          ? quote.terms.map((term) => ({
              contractTermMonths: term.months,
              recurringCharge: {
                amountInCents: toCents(term.monthly),
                currencyCode: "AUD",
                frequency: "MONTHLY",
              },
              nonRecurringCharge: {
                amountInCents: toCents(term.installation),
                currencyCode: "AUD",
              },
            }))
          : [],
    };
  },
};

const OPTUS_TERMS: Record<number, string> = { 12: "12M", 24: "24M", 36: "36M" };

/** Optus: a query string with the bandwidth as "100M"; dollar strings under term keys. */
export const optus: CarrierStandIn = {
  carrier: "OPTUS",
  method: "get",
  path: "/optus/wholesale/fibre/price",
  question(req) {
    const address = text(req.query.address);
    const bandwidth = /^(\d+)M$/.exec(String(req.query.bandwidth ?? ""));
    return address && bandwidth ? { address, speed: Number(bandwidth[1]) } : null;
  },
  answer(prices, question) {
    const quote = prices.quote(question.speed);
    if (quote.kind === "unavailable") {
      return quote.reason === "address"
        ? { responseCode: "1101", outcome: "NO_COVERAGE" }
        : { responseCode: "1102", outcome: "BANDWIDTH_UNAVAILABLE" };
    }
    return {
      responseCode: "0000",
      outcome: "QUOTED",
      priceList: Object.fromEntries(
        quote.terms.map((term) => [
          OPTUS_TERMS[term.months],
          { mrc: dollars(term.monthly), nrc: dollars(term.installation) },
        ]),
      ),
    };
  },
};

/** AAPT: a "Y"/"N" flag, terms as "12 months", dollars as numbers. */
export const aapt: CarrierStandIn = {
  carrier: "AAPT",
  method: "post",
  path: "/aapt/api/v1/pricing",
  question(req) {
    const { address, speedMbps } = body(req);
    const line = text(address);
    return line && typeof speedMbps === "number" ? { address: line, speed: speedMbps } : null;
  },
  answer(prices, question) {
    const quote = prices.quote(question.speed);
    return {
      result:
        quote.kind === "priced"
          ? {
              available: "Y",
              bandwidth: `${question.speed}Mbps`,
              charges: quote.terms.map((term) => ({
                contractTerm: `${term.months} months`,
                recurring: term.monthly,
                oneOff: term.installation,
              })),
            }
          : {
              available: "N",
              bandwidth: `${question.speed}Mbps`,
              unavailableReason: quote.reason === "address" ? "OFF_NET" : "SPEED_NOT_OFFERED",
              charges: [],
            },
    };
  },
};

/** nbn: the product asked for, parallel arrays of months and cents. */
const NBN_PRODUCTS = ["BUSINESS_FIBRE", "ENTERPRISE_ETHERNET"];

function nbnPricedAnswer(terms: TermQuote[], question: Question): unknown {
  if (terms.length === 0) {
    return { priceEnquiry: { id: reference("PE", question), status: "NOT_AVAILABLE" } };
  }
  return {
    priceEnquiry: {
      id: reference("PE", question),
      status: "AVAILABLE",
      pricing: {
        termMonths: terms.map((term) => term.months),
        monthlyRecurringChargeCents: terms.map((term) => toCents(term.monthly)),
        oneOffChargeCents: terms.map((term) => toCents(term.installation)),
      },
    },
  };
}

export const nbn: CarrierStandIn = {
  carrier: "NBN",
  method: "post",
  path: "/nbn/v3/price-enquiries",
  question(req) {
    const { locationAddress, bandwidthProfile, productType } = body(req);
    const address = text(locationAddress);
    const profile = /^(\d+)\/(\d+)$/.exec(String(bandwidthProfile ?? ""));
    if (!address || !profile || !NBN_PRODUCTS.includes(String(productType))) return null;
    return {
      address,
      speed: Number(profile[1]),
      enterprise: productType === "ENTERPRISE_ETHERNET",
    };
  },
  answer(prices, question) {
    if (question.enterprise) return nbnPricedAnswer(prices.enterprise(question.speed), question);
    const quote = prices.quote(question.speed);
    if (quote.kind === "unavailable") {
      return {
        priceEnquiry: {
          id: reference("PE", question),
          status: quote.reason === "address" ? "NOT_AVAILABLE" : "BANDWIDTH_UNAVAILABLE",
        },
      };
    }
    return nbnPricedAnswer(quote.terms, question);
  },
};

/** Vocus: JSON:API, speed in the path, a table of ISO 8601 durations and dollar strings. */
const VOCUS_TERMS: Record<number, string> = { 12: "P12M", 24: "P2Y", 36: "P3Y" };

export const vocus: CarrierStandIn = {
  carrier: "VOCUS",
  method: "get",
  path: "/vocus/quote/v2/fibre/:speed",
  question(req) {
    const address = text(req.query.addr);
    const speed = Number(req.params.speed);
    return address && Number.isInteger(speed) ? { address, speed } : null;
  },
  answer(prices, question) {
    const quote = prices.quote(question.speed);
    return {
      data: {
        type: "quote",
        id: reference("VQ", question),
        attributes: {
          serviceable: quote.kind === "priced" || quote.reason === "speed",
          speed_available: quote.kind === "priced",
          price_table:
            quote.kind === "priced"
              ? [
                  ["term", "monthly_ex_gst", "setup_ex_gst"],
                  ...quote.terms.map((term) => [
                    VOCUS_TERMS[term.months],
                    dollars(term.monthly),
                    dollars(term.installation),
                  ]),
                ]
              : [],
        },
      },
    };
  },
};

/** DGTEK: asked only for the building; answers every plan it sells there, whole dollars. */
const DGTEK_TERMS: Record<number, string> = { 12: "1yr", 24: "2yr", 36: "3yr" };
const dgtekSpeed = (speed: number) => (speed >= 1000 ? `${speed / 1000}Gbps` : `${speed}Mbps`);

export const dgtek: CarrierStandIn = {
  carrier: "DGTEK",
  method: "post",
  path: "/dgtek/onnet/check",
  question(req) {
    const address = text(body(req).address);
    return address ? { address, speed: 0 } : null;
  },
  answer(prices) {
    const quotes = PRICE_CHECKER_SPEEDS.map((speed) => ({ speed, quote: prices.quote(speed) }));
    return {
      ok: true,
      building: {
        onNet: quotes.some(({ quote }) => quote.kind === "priced" || quote.reason === "speed"),
      },
      plans: quotes.flatMap(({ speed, quote }) =>
        quote.kind === "priced"
          ? quote.terms.map((term) => ({
              speed: dgtekSpeed(speed),
              term: DGTEK_TERMS[term.months],
              monthly: Math.round(term.monthly),
              setup: Math.round(term.installation),
            }))
          : [],
      ),
    };
  },
};

export const STAND_INS = [telstra, optus, aapt, nbn, vocus, dgtek] as const;
