import { z } from "zod";
import {
  featureGridSchema,
  pageCommonSchema,
  textSchema,
  titledListSchema,
} from "../blocks-schema";

/** GET /api/aws-partners: the cloud partner page with its Get in touch button. */
export const awsPartnerSchema = z.strictObject({
  ...pageCommonSchema,
  features: featureGridSchema,
  services: titledListSchema,
  getInTouch: z.strictObject({ title: textSchema, subTitle: textSchema }),
});

export type AwsPartnerContent = z.infer<typeof awsPartnerSchema>;
