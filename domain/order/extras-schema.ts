import { z } from "zod";
import { imageNameSchema, paragraphsSchema, textSchema } from "../content/blocks-schema";

/**
 * Extras offered with a business nbn plan (docs/product.md §B3): the display texts and the
 * prices the totals add up. content/plans/order-extras.json; Flip to Fibre offers the same.
 */
const money = z.number().nonnegative().multipleOf(0.01);

export const extraSchema = z.strictObject({
  title: textSchema,
  image: imageNameSchema,
  imageSmall: imageNameSchema,
  /** The price as the card shows it ("Free, valued at $170"). */
  priceLarge: textSchema,
  /** The delivery line under it. */
  priceSmall: textSchema,
  monthlyPrice: money,
  upfrontPrice: money,
  deliveryFee: money,
  desc: textSchema,
  leadCopy: paragraphsSchema,
  list: z.array(textSchema).min(1),
  /** A footnote (the modem payout fee). */
  additional: textSchema.optional(),
});

export const orderExtrasSchema = z.strictObject({
  phoneLine: z.strictObject({
    title: textSchema,
    monthlyPrice: money,
    leadCopy: paragraphsSchema,
  }),
  modem: extraSchema,
  extender: extraSchema,
});

export type Extra = z.infer<typeof extraSchema>;
export type OrderExtras = z.infer<typeof orderExtrasSchema>;
