import { z } from "zod";
import {
  featureGridSchema,
  formHeadingSchema,
  linkSchema,
  pageCommonSchema,
  textSchema,
} from "../blocks-schema";

/** /small-business/nbn/register: register interest while an address is not yet nbn ready. */
export const smallBusinessNbnRegisterSchema = z.strictObject({
  ...pageCommonSchema,
  whatHappensNext: featureGridSchema,
  form: formHeadingSchema,
  meanwhile: z.strictObject({
    title: textSchema,
    subTitle: textSchema,
    items: z
      .array(z.strictObject({ title: textSchema, description: textSchema, link: linkSchema }))
      .min(1),
  }),
});

export type SmallBusinessNbnRegisterContent = z.infer<typeof smallBusinessNbnRegisterSchema>;
