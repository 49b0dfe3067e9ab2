import { z } from "zod";
import { pageCommonSchema, paragraphsSchema, textSchema } from "../blocks-schema";

const phoneKeySchema = z.enum(["sales", "support", "smallBusiness"]);

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

export type ContactContent = z.infer<typeof contactSchema>;
export type ContactBlock = z.infer<typeof contactBlockSchema>;
