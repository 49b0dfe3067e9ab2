import { z } from "zod";
import { pricingFromTerms, type CarrierApi } from "./carrier-api";

/** Telstra: charges in cents with a currency, one offer per term given in months. */
const money = z.object({ amountInCents: z.number().int().min(0), currencyCode: z.literal("AUD") });

const schema = z.object({
  quoteId: z.string(),
  serviceability: z.object({
    status: z.enum(["SERVICEABLE", "NOT_SERVICEABLE", "BANDWIDTH_NOT_SUPPORTED"]),
  }),
  offers: z.array(
    z.object({
      contractTermMonths: z.number().int().positive(),
      recurringCharge: money,
      nonRecurringCharge: money,
    }),
  ),
});

export const telstraApi: CarrierApi<typeof schema> = {
  carrier: "TELSTRA",
  schema,
  ask: (http, { address, speed, signal }) =>
    http.postJson(
      "/telstra/v1/business-fibre/quotes",
      { siteAddress: { singleLine: address }, bandwidth: { value: speed, unit: "Mbps" } },
      schema,
      { signal },
    ),
  toEntry({ serviceability, offers }) {
    if (serviceability.status === "NOT_SERVICEABLE") return { unavailable: "address" };
    if (serviceability.status === "BANDWIDTH_NOT_SUPPORTED") return { unavailable: "speed" };
    return pricingFromTerms(
      "TELSTRA",
      offers.map((offer) => ({
        months: offer.contractTermMonths,
        monthly: offer.recurringCharge.amountInCents / 100,
        installation: offer.nonRecurringCharge.amountInCents / 100,
      })),
    );
  },
};
