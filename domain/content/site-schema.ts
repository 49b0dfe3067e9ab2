import { z } from "zod";
import { linkUrlSchema } from "./nav-schema";

/** An Australian phone number as shown to people, e.g. "1300 975 707". */
const displayPhoneSchema = z
  .string()
  .regex(/^(1[38]00 \d{3} \d{3}|13 \d{2} \d{2}|0[2-478] \d{4} \d{4}|04\d{2} \d{3} \d{3})$/, {
    message: "must be an Australian number written with spaces, e.g. 1300 975 707",
  });

const phoneSchema = z.strictObject({
  display: displayPhoneSchema,
});

/** content/site.json: the brand and the numbers every page shows. */
export const siteSettingsSchema = z.strictObject({
  brand: z.strictObject({
    name: z.string().min(1),
    legalName: z.string().min(1),
    tagline: z.string().min(1),
    strapline: z.string().min(1),
    abn: z.string().regex(/^\d{2} \d{3} \d{3} \d{3}$/),
  }),
  phones: z.strictObject({
    sales: phoneSchema,
    support: phoneSchema,
    smallBusiness: phoneSchema,
  }),
  emails: z.strictObject({
    general: z.email(),
    support: z.email(),
  }),
  links: z.strictObject({
    terms: linkUrlSchema,
    privacy: linkUrlSchema,
    professionalNetwork: linkUrlSchema,
    login: linkUrlSchema,
    contact: linkUrlSchema,
  }),
  callPrompt: z.strictObject({ title: z.string().min(1), subTitle: z.string().min(1) }),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
