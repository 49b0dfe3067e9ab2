import { z } from "zod";
import {
  caseStudyTypeSchema,
  featureGridSchema,
  formHeadingSchema,
  imageNameSchema,
  linkSchema,
  pageCommonSchema,
  paragraphsSchema,
  secondHeadingSchema,
  textSchema,
  titledListSchema,
} from "../blocks-schema";
import { addressSearchSchema } from "./address-search";

/**
 * GET /api/small-business/nbn (docs/product.md §B7): the nbn page's content. The plans, extras
 * and prices are reference data of their own (content/plans/*.json).
 */
export const smallBusinessNbnSchema = z.strictObject({
  ...pageCommonSchema,
  search: addressSearchSchema,
  plans: z.strictObject({ title: textSchema, subTitle: textSchema, inclusions: paragraphsSchema }),
  extras: formHeadingSchema,
  summary: formHeadingSchema,
  features: featureGridSchema,
  bannerSlider: z
    .array(z.strictObject({ title: textSchema, subTitle: textSchema, image: imageNameSchema }))
    .min(2),
  whyChooseUs: z.strictObject({ title: textSchema, list: paragraphsSchema }),
  secondHeading: secondHeadingSchema,
  /** Where a business that outgrows nbn is sent: the enterprise ethernet page. */
  largerNeeds: linkSchema,
  caseStudies: z.strictObject({ title: textSchema, types: z.array(caseStudyTypeSchema).min(1) }),
  faqs: z.strictObject({ title: textSchema, items: z.array(z.array(textSchema).min(2)).min(1) }),
  thingsToKnow: titledListSchema,
  /** The plans' critical information summary and key fact sheet, linked from every quote. */
  documents: z.strictObject({ title: textSchema, links: z.array(linkSchema).min(2) }),
});

export type SmallBusinessNbnContent = z.infer<typeof smallBusinessNbnSchema>;
