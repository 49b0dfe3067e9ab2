import { z } from "zod";
import { linkUrlSchema } from "./nav-schema";

/**
 * The building blocks of page content (docs/product.md §A3). Each block schema matches one
 * component in app/components/blocks; pages compose them under the field names the spec's
 * API table documents.
 */

export const textSchema = z.string().trim().min(1);
export const paragraphsSchema = z.array(textSchema).min(1);

/** An illustration drawn in the project: public/images/{name}.svg (checked by the tests). */
export const imageNameSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "must name an SVG in public/images" });

/** Money is kept as a number and always shown with two decimals (docs/product.md §A9). */
export const priceSchema = z.strictObject({
  amount: z.number().nonnegative(),
  /** What the amount is for, as shown after it: "/mth", "/call", "/min", " per port". */
  suffix: z.string().optional(),
});

/**
 * A table cell: plain text, or a price formatted by the page. The titles name the two kinds in
 * the content editor (domain/content/editor/field-spec.ts).
 */
export const cellSchema = z.union([
  z.string().meta({ title: "Text" }),
  priceSchema.meta({ title: "Price" }),
]);

export const seoSchema = {
  seoTitle: textSchema.max(70),
  seoDescription: z.string().trim().min(50).max(170),
};

/** Page content (common): title, subTitle, leadCopy, seoTitle, seoDescription. */
export const pageCommonSchema = {
  title: textSchema,
  subTitle: textSchema,
  leadCopy: paragraphsSchema,
  ...seoSchema,
};

export const linkSchema = z.strictObject({ title: textSchema, url: linkUrlSchema });

/** Where a form from a later feature slots into a page: its heading only. */
export const formHeadingSchema = z.strictObject({ title: textSchema, subTitle: textSchema });

export const secondHeadingSchema = z.strictObject({
  title: textSchema,
  subTitle: textSchema.optional(),
  leadCopy: paragraphsSchema,
  items: z
    .array(z.strictObject({ image: imageNameSchema, title: textSchema, description: textSchema }))
    .default([]),
});

export const fiveColumnSchema = z.strictObject({
  title: textSchema,
  subTitle: textSchema,
  items: z
    .array(
      z.strictObject({
        title: textSchema,
        description: textSchema,
        url: linkUrlSchema,
        urlTitle: textSchema,
      }),
    )
    .length(5),
});

export const threeColumnIconsSchema = z.strictObject({
  title: textSchema,
  subTitle: textSchema,
  description: textSchema.optional(),
  items: z
    .array(
      z.strictObject({
        image: imageNameSchema,
        title: textSchema,
        description: textSchema,
        url: linkUrlSchema.optional(),
      }),
    )
    .length(3),
});

export const inlineTextBlocksSchema = z.strictObject({
  title: textSchema,
  subTitle: textSchema,
  copy: paragraphsSchema,
  items: z.array(z.strictObject({ title: textSchema, descriptions: paragraphsSchema })).min(1),
});

/**
 * Service agreement table: headings then rows of cells. The last heading may be "Comments";
 * the page shows that column only when some row has a comment (docs/product.md §A9).
 */
export const serviceAgreementSchema = z
  .strictObject({
    title: textSchema,
    subTitle: textSchema,
    leadCopy: paragraphsSchema,
    table: z.strictObject({
      headings: z.array(textSchema).min(2),
      rows: z.array(z.array(z.string())).min(1),
    }),
  })
  .refine((block) => block.table.rows.every((row) => row.length === block.table.headings.length), {
    message: "every row needs one cell per heading",
    path: ["table", "rows"],
  });

export const outageGuaranteeSchema = z.strictObject({
  title: textSchema,
  subTitle: textSchema,
  leadCopy: paragraphsSchema,
  items: z.array(z.strictObject({ title: textSchema, description: textSchema })).min(1),
});

export const imagePanelSchema = z.strictObject({
  image: imageNameSchema,
  title: textSchema,
  description: paragraphsSchema,
  url: linkUrlSchema,
  /** The label of the panel's button. */
  buttonImg: textSchema,
});

export const twoPanelSchema = z
  .array(
    z.strictObject({
      title: textSchema,
      subTitle: textSchema,
      description: textSchema,
      url: linkUrlSchema,
    }),
  )
  .length(2);

export const twinColumnSchema = z.strictObject({
  title: textSchema,
  columns: z
    .array(
      z.strictObject({
        title: textSchema,
        paragraphs: paragraphsSchema,
        link: linkSchema.optional(),
      }),
    )
    .length(2),
});

export const textImageHeadingSchema = z.strictObject({
  title: textSchema,
  subTitle: textSchema,
  leadCopy: paragraphsSchema,
  image: imageNameSchema,
});

/** A plan or price table: headings, rows of cells, notes under it. */
export const priceTableSchema = z
  .strictObject({
    title: textSchema,
    subTitle: textSchema.optional(),
    headings: z.array(textSchema).min(2),
    rows: z.array(z.array(cellSchema)).min(1),
    notes: z.array(textSchema).default([]),
  })
  .refine((table) => table.rows.every((row) => row.length === table.headings.length), {
    message: "every row needs one cell per heading",
    path: ["rows"],
  });

/** FAQ entries are arrays whose first string is the title (docs/product.md §A3). */
export const faqSchema = z.strictObject({
  title: textSchema,
  items: z.array(z.array(textSchema).min(2)).min(1),
});

export const callPromptSchema = z.strictObject({ title: textSchema, subTitle: textSchema });

export const logoSchema = z.strictObject({ name: textSchema, image: imageNameSchema });

export const partnersSchema = z.strictObject({
  title: textSchema,
  subTitle: textSchema,
  logos: z.array(logoSchema).min(4),
});

export const teamSchema = z.strictObject({
  title: textSchema,
  subTitle: textSchema,
  members: z
    .array(
      z.strictObject({
        image: imageNameSchema,
        name: textSchema,
        title: textSchema,
        blurb: paragraphsSchema,
      }),
    )
    .min(3),
});

export const servicesTabsSchema = z.strictObject({
  title: textSchema,
  subTitle: textSchema,
  services: z
    .array(
      z.strictObject({
        title: textSchema,
        subTitle: textSchema,
        items: paragraphsSchema,
        url: linkUrlSchema,
      }),
    )
    .length(3),
});

export const caseStudyTypeSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** A case study as the carousels show it (overview list). */
export const caseStudySummarySchema = z.strictObject({
  type: caseStudyTypeSchema,
  logo: imageNameSchema,
  quote: textSchema,
  author: textSchema,
});

export const titledListSchema = z.strictObject({
  title: textSchema,
  subTitle: textSchema.optional(),
  items: paragraphsSchema,
});

export const featureGridSchema = z.strictObject({
  title: textSchema,
  subTitle: textSchema.optional(),
  items: z
    .array(z.strictObject({ image: imageNameSchema, title: textSchema, description: textSchema }))
    .min(2),
});

/** A downloadable document (critical information summary, key fact sheet). */
export const documentLinkSchema = z.strictObject({
  title: textSchema,
  url: linkUrlSchema,
});

export type Price = z.infer<typeof priceSchema>;
export type Cell = z.infer<typeof cellSchema>;
export type SecondHeading = z.infer<typeof secondHeadingSchema>;
export type FiveColumn = z.infer<typeof fiveColumnSchema>;
export type ThreeColumnIcons = z.infer<typeof threeColumnIconsSchema>;
export type InlineTextBlocks = z.infer<typeof inlineTextBlocksSchema>;
export type ServiceAgreement = z.infer<typeof serviceAgreementSchema>;
export type OutageGuarantee = z.infer<typeof outageGuaranteeSchema>;
export type ImagePanel = z.infer<typeof imagePanelSchema>;
export type TwoPanel = z.infer<typeof twoPanelSchema>;
export type TwinColumn = z.infer<typeof twinColumnSchema>;
export type TextImageHeading = z.infer<typeof textImageHeadingSchema>;
export type PriceTable = z.infer<typeof priceTableSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type CallPrompt = z.infer<typeof callPromptSchema>;
export type Partners = z.infer<typeof partnersSchema>;
export type Team = z.infer<typeof teamSchema>;
export type ServicesTabs = z.infer<typeof servicesTabsSchema>;
export type CaseStudySummary = z.infer<typeof caseStudySummarySchema>;
export type TitledList = z.infer<typeof titledListSchema>;
export type FeatureGrid = z.infer<typeof featureGridSchema>;
export type DocumentLink = z.infer<typeof documentLinkSchema>;
