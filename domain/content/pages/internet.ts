import { z } from "zod";
import {
  documentLinkSchema,
  fiveColumnSchema,
  formHeadingSchema,
  imageNameSchema,
  inlineTextBlocksSchema,
  outageGuaranteeSchema,
  pageCommonSchema,
  priceTableSchema,
  serviceAgreementSchema,
  textSchema,
  threeColumnIconsSchema,
  titledListSchema,
  caseStudyTypeSchema,
  paragraphsSchema,
} from "../blocks-schema";

/** GET /api/internet/overview. */
export const internetOverviewSchema = z.strictObject({
  ...pageCommonSchema,
  fiveColumn: fiveColumnSchema,
  threeColumnIcons: threeColumnIconsSchema,
  form: formHeadingSchema,
});

/** The speeds the fibre price checker offers, in Mbps (docs/product.md §A9). */
const internetPlansSchema = z.strictObject({
  title: textSchema,
  items: z.array(z.strictObject({ speed: z.number().int().positive(), description: textSchema })),
});

/** GET /api/internet/business-fibre. */
export const businessFibreSchema = z.strictObject({
  ...pageCommonSchema,
  inlineTextBlocks: inlineTextBlocksSchema,
  internetPlans: internetPlansSchema,
  serviceAgreement: serviceAgreementSchema,
  outageGuarantee: outageGuaranteeSchema,
  form: formHeadingSchema,
});

/** Wireless plan: title, speed, monthlyFee, activationFee, image (docs/product.md §A3). */
export const wirelessPlanSchema = z.strictObject({
  title: textSchema,
  speed: textSchema,
  monthlyFee: z.number().nonnegative(),
  activationFee: z.number().nonnegative(),
  image: imageNameSchema,
});

/** GET /api/internet/business-wireless: the business-fibre fields plus the wireless plans. */
export const businessWirelessSchema = z.strictObject({
  ...pageCommonSchema,
  inlineTextBlocks: inlineTextBlocksSchema,
  serviceAgreement: serviceAgreementSchema,
  outageGuarantee: outageGuaranteeSchema,
  form: formHeadingSchema,
  plans: z.array(wirelessPlanSchema).min(1),
  plansNotice: textSchema,
});

/** GET /api/internet/wireless-backup. */
export const wirelessBackupSchema = z.strictObject({
  ...pageCommonSchema,
  table: priceTableSchema,
  features: titledListSchema,
  coverage: z.strictObject({
    title: textSchema,
    subTitle: textSchema,
    buttons: z
      .array(
        z.strictObject({
          title: textSchema,
          url: z.enum(["/coverage/telstra", "/coverage/optus"]),
        }),
      )
      .length(2),
  }),
});

/** GET /api/internet/enterprise-nbn. */
export const enterpriseNbnSchema = z.strictObject({
  ...pageCommonSchema,
  form: formHeadingSchema,
  plansIntro: z.strictObject({ title: textSchema, subTitle: textSchema, notes: paragraphsSchema }),
  documents: z.strictObject({
    title: textSchema,
    lowCos: z.array(documentLinkSchema).length(2),
    highCos: z.array(documentLinkSchema).length(2),
  }),
  caseStudies: z.strictObject({ title: textSchema, types: z.array(caseStudyTypeSchema).min(1) }),
  whyChooseUs: z.strictObject({
    title: textSchema,
    items: z.array(z.strictObject({ title: textSchema, description: textSchema })).min(3),
  }),
});

/** GET /api/coverage: one sub-object per carrier network. */
const coverageNetworkSchema = z.strictObject({
  ...pageCommonSchema,
  network: textSchema,
  highlights: titledListSchema,
  mapImage: imageNameSchema,
  mapCaption: textSchema,
});
export const coverageSchema = z.strictObject({
  telstra: coverageNetworkSchema,
  optus: coverageNetworkSchema,
});

export type InternetOverviewContent = z.infer<typeof internetOverviewSchema>;
export type BusinessFibreContent = z.infer<typeof businessFibreSchema>;
export type BusinessWirelessContent = z.infer<typeof businessWirelessSchema>;
export type WirelessPlan = z.infer<typeof wirelessPlanSchema>;
export type WirelessBackupContent = z.infer<typeof wirelessBackupSchema>;
export type EnterpriseNbnContent = z.infer<typeof enterpriseNbnSchema>;
export type CoverageContent = z.infer<typeof coverageSchema>;
export type CoverageNetwork = CoverageContent["telstra"];
