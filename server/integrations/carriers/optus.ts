import { z } from "zod";
import { pricingFromTerms, shapeError, type CarrierApi } from "./carrier-api";

/** Optus: dollars as strings ("520.00") under term keys ("12M"); an outcome word. */
const dollars = z
  .string()
  .regex(/^\d+(\.\d{1,2})?$/, "dollars as text")
  .transform(Number);

const schema = z.object({
  responseCode: z.string(),
  outcome: z.enum(["QUOTED", "NO_COVERAGE", "BANDWIDTH_UNAVAILABLE"]),
  priceList: z
    .record(
      z.string().regex(/^\d+M$/, "a term such as 12M"),
      z.object({ mrc: dollars, nrc: dollars }),
    )
    .optional(),
});

export const optusApi: CarrierApi<typeof schema> = {
  carrier: "OPTUS",
  schema,
  ask: (http, { address, speed, signal }) =>
    http.getJson("/optus/wholesale/fibre/price", schema, {
      searchParams: { address, bandwidth: `${speed}M` },
      signal,
    }),
  toEntry({ outcome, priceList }) {
    if (outcome === "NO_COVERAGE") return { unavailable: "address" };
    if (outcome === "BANDWIDTH_UNAVAILABLE") return { unavailable: "speed" };
    if (!priceList) throw shapeError("OPTUS", "QUOTED without a priceList");
    return pricingFromTerms(
      "OPTUS",
      Object.entries(priceList).map(([term, { mrc, nrc }]) => ({
        months: Number.parseInt(term, 10),
        monthly: mrc,
        installation: nrc,
      })),
    );
  },
};
