import { z } from "zod";
import {
  formHeadingSchema,
  imageNameSchema,
  linkSchema,
  pageCommonSchema,
  paragraphsSchema,
  textSchema,
  titledListSchema,
} from "../blocks-schema";
import { addressSearchSchema } from "./address-search";

/**
 * /flip-to-fibre (docs/product.md §B2): the three steps under the headline, the eligibility
 * check, the fibre and interim plans, the order summary, the registration panel, things you
 * need to know and the critical information and key fact sheet links.
 */
export const flipToFibreSchema = z.strictObject({
  ...pageCommonSchema,
  steps: z
    .array(z.strictObject({ image: imageNameSchema, title: textSchema, description: textSchema }))
    .length(3),
  eligibility: addressSearchSchema,
  plans: z.strictObject({ title: textSchema, subTitle: textSchema, inclusions: paragraphsSchema }),
  interim: z.strictObject({ title: textSchema, subTitle: textSchema, leadCopy: paragraphsSchema }),
  summary: formHeadingSchema,
  registration: z.strictObject({
    title: textSchema,
    subTitle: textSchema,
    leadCopy: paragraphsSchema,
  }),
  thingsToKnow: titledListSchema,
  documents: z.strictObject({ title: textSchema, links: z.array(linkSchema).min(2) }),
});

export type FlipToFibreContent = z.infer<typeof flipToFibreSchema>;
