import { z } from "zod";
import { pageCommonSchema, titledListSchema } from "../blocks-schema";

/** The business customer login page (docs/product.md §A2). */
export const loginPageSchema = z.strictObject({
  ...pageCommonSchema,
  help: titledListSchema,
});
