import { z } from "zod";
import { pricingFromTerms, type CarrierApi } from "./carrier-api";

/** AAPT: a Y/N flag with a reason code, terms as "12 months", dollars as numbers. */
const schema = z.object({
  result: z.discriminatedUnion("available", [
    z.object({
      available: z.literal("Y"),
      charges: z.array(
        z.object({
          contractTerm: z.string().regex(/^\d+ months$/, "a term such as 12 months"),
          recurring: z.number().min(0),
          oneOff: z.number().min(0),
        }),
      ),
    }),
    z.object({
      available: z.literal("N"),
      unavailableReason: z.enum(["OFF_NET", "SPEED_NOT_OFFERED"]),
    }),
  ]),
});

export const aaptApi: CarrierApi<typeof schema> = {
  carrier: "AAPT",
  schema,
  ask: (http, { address, speed, signal }) =>
    http.postJson("/aapt/api/v1/pricing", { address, speedMbps: speed }, schema, { signal }),
  toEntry({ result }) {
    if (result.available === "N") {
      return { unavailable: result.unavailableReason === "OFF_NET" ? "address" : "speed" };
    }
    return pricingFromTerms(
      "AAPT",
      result.charges.map((charge) => ({
        months: Number.parseInt(charge.contractTerm, 10),
        monthly: charge.recurring,
        installation: charge.oneOff,
      })),
    );
  },
};
