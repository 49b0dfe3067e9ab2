import { z } from "zod";
import {
  caseStudySummarySchema,
  caseStudyTypeSchema,
  pageCommonSchema,
  paragraphsSchema,
  seoSchema,
  textSchema,
} from "../blocks-schema";

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

export type CaseStudiesContent = z.infer<typeof caseStudiesSchema>;
export type CaseStudyDetail = z.infer<typeof caseStudyDetailSchema>;
