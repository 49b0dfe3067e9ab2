import { z } from "zod";
import {
  formHeadingSchema,
  pageCommonSchema,
  secondHeadingSchema,
  threeColumnIconsSchema,
} from "../blocks-schema";

/** GET /api/partners. */
export const partnersPageSchema = z.strictObject({
  ...pageCommonSchema,
  secondHeading: secondHeadingSchema,
  threeColumn: threeColumnIconsSchema,
  form: formHeadingSchema,
});

export type PartnersPageContent = z.infer<typeof partnersPageSchema>;
