import { z } from "zod";
import {
  featureGridSchema,
  pageCommonSchema,
  paragraphsSchema,
  textSchema,
  titledListSchema,
} from "../blocks-schema";

/** My Speed Boost (docs/product.md §B2 and §B9). */
export const speedBoostSchema = z.strictObject({
  ...pageCommonSchema,
  howItWorks: featureGridSchema,
  allowance: z.strictObject({
    freeDaysPerMonth: z.number().int().positive(),
    eligiblePlans: z.array(textSchema).min(1),
    bankLimitDays: z.number().int().positive(),
    extraDayPrice: z.number().positive(),
    description: paragraphsSchema,
  }),
  tiers: z.strictObject({
    title: textSchema,
    rows: z.array(z.strictObject({ from: textSchema, to: textSchema })).min(1),
  }),
  portalUrl: z.url({ protocol: /^https$/ }),
  thingsToKnow: titledListSchema,
});

export type SpeedBoostContent = z.infer<typeof speedBoostSchema>;
