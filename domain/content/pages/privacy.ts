import { z } from "zod";
import { imageNameSchema, pageCommonSchema, textSchema } from "../blocks-schema";

/** The Banter privacy page: hero, data categories, icons, link to the full policy. */
export const privacySchema = z.strictObject({
  ...pageCommonSchema,
  categories: z
    .array(z.strictObject({ image: imageNameSchema, title: textSchema, description: textSchema }))
    .min(3),
  fullPolicy: z.strictObject({ title: textSchema, description: textSchema, url: z.url() }),
});

export type PrivacyContent = z.infer<typeof privacySchema>;
