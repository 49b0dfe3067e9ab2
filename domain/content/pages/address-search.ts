import { z } from "zod";
import { textSchema } from "../blocks-schema";

/**
 * The address check of the ordering journeys (small-business-nbn.ts, flip-to-fibre.ts): its
 * heading and the search box's texts.
 */
export const addressSearchSchema = z.strictObject({
  title: textSchema,
  subTitle: textSchema,
  label: textSchema,
  hint: textSchema,
  placeholder: textSchema,
});
