import { z } from "zod";
import {
  caseStudySummarySchema,
  caseStudyTypeSchema,
  featureGridSchema,
  formHeadingSchema,
  imageNameSchema,
  linkSchema,
  pageCommonSchema,
  paragraphsSchema,
  secondHeadingSchema,
  seoSchema,
  textSchema,
  threeColumnIconsSchema,
  titledListSchema,
} from "../blocks-schema";

const phoneKeySchema = z.enum(["sales", "support", "smallBusiness"]);

/** GET /api/small-business/overview. */
export const smallBusinessOverviewSchema = z.strictObject({
  ...pageCommonSchema,
  highlights: featureGridSchema,
  nbnOffer: z.strictObject({
    title: textSchema,
    subTitle: textSchema,
    leadCopy: paragraphsSchema,
    cta: linkSchema,
  }),
});

/** GET /api/partners. */
export const partnersPageSchema = z.strictObject({
  ...pageCommonSchema,
  secondHeading: secondHeadingSchema,
  threeColumn: threeColumnIconsSchema,
  form: formHeadingSchema,
});

const contactBlockSchema = z.strictObject({
  phone: phoneKeySchema,
  title: textSchema,
  subTitle: textSchema,
  hours: textSchema,
  contactEmail: z.email(),
  extra: textSchema,
});

/** GET /api/contact: the five contact blocks. */
export const contactSchema = z.strictObject({
  ...pageCommonSchema,
  blocks: z.strictObject({
    general: contactBlockSchema,
    support: contactBlockSchema,
    provisioning: contactBlockSchema,
    billing: contactBlockSchema,
    smb_support: contactBlockSchema,
  }),
  address: z.strictObject({ title: textSchema, lines: paragraphsSchema }),
});

/** GET /api/aws-partners: the cloud partner page with its Get in touch button. */
export const awsPartnerSchema = z.strictObject({
  ...pageCommonSchema,
  features: featureGridSchema,
  services: titledListSchema,
  getInTouch: z.strictObject({ title: textSchema, subTitle: textSchema }),
});

const caseStudyDetailSchema = z.strictObject({
  ...seoSchema,
  title: textSchema,
  subTitle: textSchema,
  leadCopy: paragraphsSchema,
  quote: z.strictObject({ phrase: textSchema, info: textSchema }),
  description: paragraphsSchema,
  partnerCopy: z.strictObject({ content: paragraphsSchema }),
});

/**
 * content/case-studies.json: the overview (GET /api/case-studies/overview) and one detail per
 * type (GET /api/case-studies/{type}); every listed study has a detail and vice versa.
 */
export const caseStudiesSchema = z
  .strictObject({
    overview: z.strictObject({
      ...pageCommonSchema,
      studies: z.array(caseStudySummarySchema).min(3),
    }),
    details: z.record(caseStudyTypeSchema, caseStudyDetailSchema),
  })
  .refine(
    (content) =>
      content.overview.studies.length === Object.keys(content.details).length &&
      content.overview.studies.every((study) => study.type in content.details),
    { message: "every study in the overview needs exactly one detail", path: ["details"] },
  );

/** The business customer login page (docs/product.md §A2). */
export const loginPageSchema = z.strictObject({
  ...pageCommonSchema,
  help: titledListSchema,
});

/** My Speed Boost (docs/product.md §B2 and §B9). */
export const speedBoostSchema = z.strictObject({
  ...pageCommonSchema,
  howItWorks: featureGridSchema,
  allowance: z.strictObject({
    freeDaysPerMonth: z.number().int().positive(),
    eligiblePlans: z.array(textSchema).min(1),
    bankLimitDays: z.number().int().positive(),
    extraDayPrice: z.number().positive(),
    description: paragraphsSchema,
  }),
  tiers: z.strictObject({
    title: textSchema,
    rows: z.array(z.strictObject({ from: textSchema, to: textSchema })).min(1),
  }),
  portalUrl: z.url({ protocol: /^https$/ }),
  thingsToKnow: titledListSchema,
});

/** The Banter privacy page: hero, data categories, icons, link to the full policy. */
export const privacySchema = z.strictObject({
  ...pageCommonSchema,
  categories: z
    .array(z.strictObject({ image: imageNameSchema, title: textSchema, description: textSchema }))
    .min(3),
  fullPolicy: z.strictObject({ title: textSchema, description: textSchema, url: z.url() }),
});

/**
 * GET /api/small-business/nbn (docs/product.md §B7): the nbn page's content. The plans, extras
 * and prices are reference data of their own (content/plans/*.json).
 */
/** The address check of the ordering journeys: its heading and the search box's texts. */
const addressSearchSchema = z.strictObject({
  title: textSchema,
  subTitle: textSchema,
  label: textSchema,
  hint: textSchema,
  placeholder: textSchema,
});

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
});

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

export type SmallBusinessOverviewContent = z.infer<typeof smallBusinessOverviewSchema>;
export type PartnersPageContent = z.infer<typeof partnersPageSchema>;
export type ContactContent = z.infer<typeof contactSchema>;
export type ContactBlock = z.infer<typeof contactBlockSchema>;
export type AwsPartnerContent = z.infer<typeof awsPartnerSchema>;
export type CaseStudiesContent = z.infer<typeof caseStudiesSchema>;
export type CaseStudyDetail = z.infer<typeof caseStudyDetailSchema>;
export type SpeedBoostContent = z.infer<typeof speedBoostSchema>;
export type PrivacyContent = z.infer<typeof privacySchema>;
export type SmallBusinessNbnContent = z.infer<typeof smallBusinessNbnSchema>;
export type FlipToFibreContent = z.infer<typeof flipToFibreSchema>;
export type SmallBusinessNbnRegisterContent = z.infer<typeof smallBusinessNbnRegisterSchema>;
