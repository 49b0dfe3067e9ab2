import { z } from "zod";
import {
  featureGridSchema,
  formHeadingSchema,
  pageCommonSchema,
  titledListSchema,
} from "../blocks-schema";

/** Every site at once: the multi-site check (docs/product.md §C14, ADR 0074). */
export const multiSiteSchema = z.strictObject({
  ...pageCommonSchema,
  howItWorks: featureGridSchema,
  form: formHeadingSchema,
  thingsToKnow: titledListSchema,
});

export type MultiSiteContent = z.infer<typeof multiSiteSchema>;
