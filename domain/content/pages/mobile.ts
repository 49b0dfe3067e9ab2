import { z } from "zod";
import {
  faqSchema,
  featureGridSchema,
  priceSchema,
  priceTableSchema,
  seoSchema,
  textSchema,
  titledListSchema,
} from "../blocks-schema";
import { linkUrlSchema } from "../nav-schema";

/** A fleet plan (docs/product.md §B3): monthly minimum in AUD and included data in GB. */
const fleetPlanSchema = z.strictObject({
  title: textSchema,
  price: z.number().positive(),
  data: z.number().int().positive(),
  /** The plan's inclusions, one line each. */
  copy: z.array(textSchema).min(1),
  /** Unlimited international calls and SMS to the listed countries (Small pays as it goes). */
  unlimited: z.boolean(),
});

const mbbPlanSchema = z.strictObject({
  title: textSchema,
  price: z.number().positive(),
  data: z.number().int().positive(),
});

const addOnSchema = z.strictObject({
  title: textSchema,
  price: priceSchema,
  /** What the add-on includes. */
  list: z.array(textSchema).min(1),
});

/**
 * GET /api/mobile-fleet/plan (docs/product.md §B3 and §B7): the fleet response's fields under
 * their spec names, then the rest of the page (charges, terms, coverage map, the rates search
 * and the roaming look-up's copy).
 */
export const mobileFleetSchema = z.strictObject({
  ...seoSchema,
  title: textSchema,
  subTitle: textSchema,
  /** The bullet points under the title. */
  items: z.array(textSchema).min(2),
  subHeading1: textSchema,
  subText1: textSchema,
  subHeading2: textSchema,
  plans: z.array(fleetPlanSchema).min(1),
  mbbPlans: z.array(mbbPlanSchema).min(1),
  data_pool: featureGridSchema,
  data_add_on: z.strictObject({
    title: textSchema,
    subTitle: textSchema.optional(),
    items: z.array(addOnSchema).min(1),
  }),
  business_need: featureGridSchema,
  mobileCharges: priceTableSchema,
  thingsToKnow: titledListSchema,
  faqs: faqSchema,
  terms: titledListSchema,
  coverage: z.strictObject({
    title: textSchema,
    subTitle: textSchema,
    /** Read above the map: what to type into it. */
    prompt: textSchema,
    /** The frame's accessible name. */
    mapTitle: textSchema,
    termsOfUse: z.strictObject({ title: textSchema, url: linkUrlSchema }),
  }),
  internationalRates: z.strictObject({
    title: textSchema,
    subTitle: textSchema,
    label: textSchema,
    hint: textSchema,
  }),
  roaming: z.strictObject({
    title: textSchema,
    subTitle: textSchema,
    label: textSchema,
    hint: textSchema,
    /** Figures are for information and subject to updates. */
    note: textSchema,
    thingsToKnow: titledListSchema,
  }),
});

export type MobileFleetContent = z.infer<typeof mobileFleetSchema>;
export type FleetPlan = z.infer<typeof fleetPlanSchema>;
