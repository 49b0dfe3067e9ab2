import { z } from "zod";
import {
  imageNameSchema,
  paragraphsSchema,
  partnersSchema,
  seoSchema,
  servicesTabsSchema,
  teamSchema,
  textSchema,
} from "../blocks-schema";

const bannerSchema = z.strictObject({
  title: textSchema,
  subTitle: textSchema,
  leadCopy: paragraphsSchema,
});

/** GET /api/home (docs/product.md §A3, Home). */
export const homeSchema = z.strictObject({
  ...seoSchema,
  banner1: bannerSchema,
  banner2: bannerSchema,
  ourValues: z.strictObject({
    title: textSchema,
    subTitle: textSchema,
    items: z
      .array(z.strictObject({ image: imageNameSchema, title: textSchema, description: textSchema }))
      .min(3),
  }),
  partners: partnersSchema,
  about: z.strictObject({
    title: textSchema,
    subTitle: textSchema,
    items: z.array(z.strictObject({ title: textSchema, description: textSchema })).min(3),
  }),
  ourTeam: teamSchema,
  services: servicesTabsSchema,
  supporting: z.strictObject({
    title: textSchema,
    subTitle: textSchema,
    content: paragraphsSchema,
  }),
  careers: z.strictObject({
    title: textSchema,
    subTitle: textSchema,
    leadCopy: paragraphsSchema,
    careers: z.array(z.strictObject({ title: textSchema, location: textSchema })).min(1),
    heading2: textSchema,
    benefits: z.array(z.strictObject({ title: textSchema, value: textSchema })).min(3),
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;
