import { z } from "zod";
import { MAX_LENGTH, message } from "../../forms/fields";
import { CARRIER_KEYS, ENTERPRISE_SPEEDS, PRICE_CHECKER_SPEEDS } from "../../pricing/carriers";

/** The longest text input (docs/product.md §A5: other text inputs default to 255). */
const ADDRESS_MAX_LENGTH = MAX_LENGTH.text;

const required = (field: string, otherwise: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? message.required(field) : otherwise;

const address = z
  .string({ error: required("address", message.notText("address")) })
  .trim()
  .min(1, message.required("address"))
  .max(ADDRESS_MAX_LENGTH, message.tooLong("address", ADDRESS_MAX_LENGTH));

/**
 * A speed from the list, as a number or as its digits in a string: a form's select gives
 * text, a script gives a number, and both mean the same speed (ADR 0012).
 */
export function speedOf<const T extends readonly number[]>(speeds: T) {
  const invalid = "The selected speed is invalid.";
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,5}$/)
          .transform(Number),
      ],
      {
        error: required("speed", invalid),
      },
    )
    .pipe(z.literal(speeds, { error: invalid }));
}

/** POST /api/get-fibre-pricing: one carrier per call (the browser sends six at once). */
export const fibrePricingBodySchema = z.strictObject({
  address,
  speed: speedOf(PRICE_CHECKER_SPEEDS),
  carrier: z.enum(CARRIER_KEYS, { error: required("carrier", "The selected carrier is invalid.") }),
});

/** POST /api/get-enterprise-nbn-pricing. */
export const enterprisePricingBodySchema = z.strictObject({
  address,
  speed: speedOf(ENTERPRISE_SPEEDS),
});
