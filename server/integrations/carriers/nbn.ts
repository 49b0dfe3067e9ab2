import { z } from "zod";
import type { CarrierPricing } from "../../../domain/pricing/carriers";
import { createHttpClient, type HttpClient } from "../http-client";
import {
  carrierSystem,
  pricingFromTerms,
  shapeError,
  type CarrierApi,
  type CarrierClientOptions,
  type CarrierQuestion,
} from "./carrier-api";

/**
 * nbn's price enquiry: one endpoint for business fibre and Enterprise Ethernet (the product
 * asked for), prices as parallel arrays of months and cents.
 */
const cents = z.array(z.number().int().min(0));

const schema = z.object({
  priceEnquiry: z.object({
    id: z.string(),
    status: z.enum(["AVAILABLE", "NOT_AVAILABLE", "BANDWIDTH_UNAVAILABLE"]),
    pricing: z
      .object({
        termMonths: z.array(z.number().int().positive()),
        monthlyRecurringChargeCents: cents,
        oneOffChargeCents: cents,
      })
      .optional(),
  }),
});
type NbnAnswer = z.infer<typeof schema>;

type NbnProduct = "BUSINESS_FIBRE" | "ENTERPRISE_ETHERNET";

const enquire = (
  http: HttpClient,
  product: NbnProduct,
  { address, speed, signal }: CarrierQuestion,
) =>
  http.postJson(
    "/nbn/v3/price-enquiries",
    { locationAddress: address, productType: product, bandwidthProfile: `${speed}/${speed}` },
    schema,
    { signal },
  );

function termsOf({ priceEnquiry }: NbnAnswer): CarrierPricing {
  const pricing = priceEnquiry.pricing;
  if (!pricing) throw shapeError("NBN", "AVAILABLE without pricing");
  const { termMonths, monthlyRecurringChargeCents, oneOffChargeCents } = pricing;
  if (
    monthlyRecurringChargeCents.length !== termMonths.length ||
    oneOffChargeCents.length !== termMonths.length
  ) {
    throw shapeError("NBN", "pricing arrays of different lengths");
  }
  return pricingFromTerms(
    "NBN",
    termMonths.map((months, index) => ({
      months,
      monthly: monthlyRecurringChargeCents[index]! / 100,
      installation: oneOffChargeCents[index]! / 100,
    })),
  );
}

export const nbnApi: CarrierApi<typeof schema> = {
  carrier: "NBN",
  schema,
  ask: (http, question) => enquire(http, "BUSINESS_FIBRE", question),
  toEntry(answer) {
    const { status } = answer.priceEnquiry;
    if (status === "NOT_AVAILABLE") return { unavailable: "address" };
    if (status === "BANDWIDTH_UNAVAILABLE") return { unavailable: "speed" };
    return termsOf(answer);
  },
};

/**
 * Enterprise Ethernet as the enterprise nbn form shows it: no terms at all (so no one_year,
 * the no-fibre answer) where nbn has no fibre to offer.
 */
export function enterpriseTerms(answer: NbnAnswer): CarrierPricing {
  return answer.priceEnquiry.status === "AVAILABLE" ? termsOf(answer) : {};
}

export interface EnterpriseClient {
  price(address: string, speed: number, signal?: AbortSignal): Promise<CarrierPricing>;
}

export function createEnterpriseClient({
  baseUrl,
  timeoutMs,
  logger,
  observe,
}: CarrierClientOptions): EnterpriseClient {
  // The same price enquiry API as the business-fibre row: the same system in logs.
  const http = createHttpClient({
    system: carrierSystem("NBN"),
    baseUrl,
    timeoutMs,
    logger,
    observe,
  });
  return {
    async price(address, speed, signal) {
      return enterpriseTerms(
        await enquire(http, "ENTERPRISE_ETHERNET", { address, speed, signal }),
      );
    },
  };
}
