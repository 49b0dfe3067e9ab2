import type { Logger } from "pino";
import type { z } from "zod";
import {
  CARRIER_NAMES,
  CONTRACT_TERMS,
  type CarrierEntry,
  type CarrierKey,
  type CarrierPricing,
} from "../../../domain/pricing/carriers";
import {
  createHttpClient,
  UpstreamError,
  type HttpClient,
  type OutsideCallObserver,
} from "../http-client";

/**
 * One carrier's pricing API (ADR 0012): how the site asks it for a price, the shape it
 * answers in, and how that shape maps to the spec's entry. Every carrier's module defines one
 * of these; createCarrierClient turns it into the one CarrierClient interface the pricing
 * service uses, so the service never sees a carrier's own keys.
 */
export interface CarrierQuestion {
  address: string;
  speed: number;
  signal?: AbortSignal;
}

export interface CarrierApi<S extends z.ZodType> {
  carrier: CarrierKey;
  /** The answer's shape; a mismatch is an UpstreamError ("shape"), never a wrong price. */
  schema: S;
  /** Sends the question the way this carrier takes it and parses the answer with `schema`. */
  ask(http: HttpClient, question: CarrierQuestion, schema: S): Promise<z.infer<S>>;
  /**
   * The answer as the spec's entry, for the speed asked (not every carrier repeats it);
   * throws UpstreamError when the answer contradicts itself.
   */
  toEntry(answer: z.infer<S>, speed: number): CarrierEntry;
}

export interface CarrierClient {
  carrier: CarrierKey;
  /** Throws UpstreamError on a timeout, a failure or an answer it cannot read. */
  price(address: string, speed: number, signal?: AbortSignal): Promise<CarrierEntry>;
}

export interface CarrierClientOptions {
  /** Where the carriers' pricing APIs are reached (CARRIER_PRICING_URL). */
  baseUrl: string;
  /** Per call: no retries, so one call never outlives it (ADR 0013). */
  timeoutMs: number;
  logger?: Logger;
  observe?: OutsideCallObserver;
}

/** Names the carrier's API in errors and logs: "Telstra pricing". */
export const carrierSystem = (carrier: CarrierKey) => `${CARRIER_NAMES[carrier]} pricing`;

export function shapeError(carrier: CarrierKey, message: string): UpstreamError {
  return new UpstreamError(carrierSystem(carrier), "shape", message);
}

/** One term as any carrier gives it, in dollars ex GST. */
export interface TermCharges {
  months: number;
  monthly: number;
  installation: number;
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/**
 * Terms by their months as the spec's keys, in dollars to two decimals. Terms other than 12,
 * 24 and 36 months are not the site's to show; an answer that prices none of those, or one
 * term twice, is not a price the site can trust.
 */
export function pricingFromTerms(carrier: CarrierKey, terms: TermCharges[]): CarrierPricing {
  const pricing: CarrierPricing = {};
  for (const { key, months } of CONTRACT_TERMS) {
    const matching = terms.filter((term) => term.months === months);
    if (matching.length > 1) throw shapeError(carrier, `the ${months}-month term twice`);
    const [term] = matching;
    if (term) {
      pricing[key] = {
        monthly_rental: cents(term.monthly),
        installation: cents(term.installation),
      };
    }
  }
  if (Object.keys(pricing).length === 0) {
    throw shapeError(carrier, "a price without a 12, 24 or 36-month term");
  }
  return pricing;
}

export function createCarrierClient<S extends z.ZodType>(
  api: CarrierApi<S>,
  { baseUrl, timeoutMs, logger, observe }: CarrierClientOptions,
): CarrierClient {
  const http = createHttpClient({
    system: carrierSystem(api.carrier),
    baseUrl,
    timeoutMs,
    logger,
    observe,
  });
  return {
    carrier: api.carrier,
    async price(address, speed, signal) {
      return api.toEntry(await api.ask(http, { address, speed, signal }, api.schema), speed);
    },
  };
}
