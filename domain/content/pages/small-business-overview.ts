import { z } from "zod";
import {
  featureGridSchema,
  linkSchema,
  pageCommonSchema,
  paragraphsSchema,
  textSchema,
} from "../blocks-schema";

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

export type SmallBusinessOverviewContent = z.infer<typeof smallBusinessOverviewSchema>;
