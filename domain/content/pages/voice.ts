import { z } from "zod";
import {
  faqSchema,
  featureGridSchema,
  formHeadingSchema,
  imageNameSchema,
  imagePanelSchema,
  pageCommonSchema,
  paragraphsSchema,
  priceSchema,
  priceTableSchema,
  secondHeadingSchema,
  textSchema,
  threeColumnIconsSchema,
  titledListSchema,
  twinColumnSchema,
  twoPanelSchema,
} from "../blocks-schema";

/** GET /api/voip/overview. */
export const voipOverviewSchema = z.strictObject({
  ...pageCommonSchema,
  secondHeading: secondHeadingSchema,
  imagePanel1: imagePanelSchema,
  imagePanel2: imagePanelSchema,
  imagePanel3: imagePanelSchema,
  threeColumnIcons: threeColumnIconsSchema,
  twoPanel: twoPanelSchema,
});

/** GET /api/voip/small-business: hero, product with image, price and terms, features, inclusions. */
export const voipSmallBusinessSchema = z.strictObject({
  ...pageCommonSchema,
  product: z.strictObject({
    details: z.strictObject({
      title: textSchema,
      subTitle: textSchema,
      leadCopy: paragraphsSchema,
      secondTitle: textSchema,
      secondItems: paragraphsSchema,
    }),
    imageTitle: textSchema,
    image: imageNameSchema,
    price: priceSchema,
    terms: paragraphsSchema,
    features: paragraphsSchema,
    inclusions: titledListSchema,
  }),
});

/** GET /api/voip/business: DID packs, number porting, call rates and the unlimited pack. */
export const voipBusinessSchema = z.strictObject({
  ...pageCommonSchema,
  features: featureGridSchema,
  didPacks: priceTableSchema,
  numberPorting: priceTableSchema,
  callRates: priceTableSchema,
  unlimitedCallPack: z.strictObject({
    title: textSchema,
    description: textSchema,
    price: priceSchema,
  }),
});

/** GET /api/voip/unified-communications. */
export const unifiedCommunicationsSchema = z.strictObject({
  ...pageCommonSchema,
  banner: z.strictObject({ title: textSchema, subTitle: textSchema, image: imageNameSchema }),
  featureGrid: featureGridSchema,
  tools: titledListSchema,
  form: formHeadingSchema,
  twinColumn: twinColumnSchema,
  reasons: titledListSchema,
});

/** GET /api/voip/work-from-home (Banter). */
export const workFromHomeSchema = z.strictObject({
  ...pageCommonSchema,
  featureGrid: featureGridSchema,
  pricing: priceTableSchema,
  howItWorks: titledListSchema,
  form: formHeadingSchema,
  privacyLink: z.strictObject({ title: textSchema, url: z.literal("/banter-privacy-policy") }),
});

/** GET /api/voip/inbound-services: three price tables and the FAQ. */
export const inboundServicesSchema = z.strictObject({
  ...pageCommonSchema,
  priceTables: z.array(priceTableSchema).length(3),
  faq: faqSchema,
});

/** GET /api/voip/bulk-sms. */
export const bulkSmsSchema = z.strictObject({
  ...pageCommonSchema,
  useCases: featureGridSchema,
  rates: priceTableSchema,
  terms: titledListSchema,
  enquiry: z.strictObject({
    title: textSchema,
    subTitle: textSchema,
    email: z.email(),
    phone: z.enum(["sales", "support", "smallBusiness"]),
  }),
});

export type VoipOverviewContent = z.infer<typeof voipOverviewSchema>;
export type VoipSmallBusinessContent = z.infer<typeof voipSmallBusinessSchema>;
export type VoipBusinessContent = z.infer<typeof voipBusinessSchema>;
export type UnifiedCommunicationsContent = z.infer<typeof unifiedCommunicationsSchema>;
export type WorkFromHomeContent = z.infer<typeof workFromHomeSchema>;
export type InboundServicesContent = z.infer<typeof inboundServicesSchema>;
export type BulkSmsContent = z.infer<typeof bulkSmsSchema>;
