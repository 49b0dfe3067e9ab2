import { z } from "zod/mini";
import {
  abn,
  choice,
  email,
  leadExtras,
  MAX_LENGTH,
  optionalMobile,
  optionalPhone,
  optionalText,
  personName,
} from "./fields";
import type { LeadFormDefinition } from "./lead-form";

/** docs/product.md §A9: the partner form's interest options, as the spec writes them. */
export const PARTNER_INTERESTS = [
  "Wholesale partner",
  "Channel partner",
  "reseller",
  "recommender",
  "I'm unsure",
] as const;

export const GST_OPTIONS = ["yes", "no"] as const;

/** docs/product.md §A5: shown under both phone fields. */
export const PHONE_OR_MOBILE_REQUIRED = "Phone or mobile is required*";

function isBlank(value: unknown): boolean {
  return typeof value !== "string" || value.trim() === "";
}

/**
 * A phone or a mobile, said under both. Checked even when other fields fail (zod skips a
 * refinement after other problems unless told `when`), so every message shows at once.
 */
const phoneOrMobile = z.superRefine<{ phone?: unknown; mobile?: unknown }>(
  (input, context) => {
    if (!isBlank(input.phone) || !isBlank(input.mobile)) return;
    for (const field of ["phone", "mobile"]) {
      context.addIssue({ code: "custom", path: [field], message: PHONE_OR_MOBILE_REQUIRED });
    }
  },
  {
    when: ({ value }) => typeof value === "object" && value !== null && !Array.isArray(value),
  },
);

/** 'Become a partner' on /partners (docs/product.md §A2 to §A5). */
export const partnerForm = {
  id: "partner",
  endpoint: "submit-partners-form",
  schema: z
    .strictObject({
      first_name: personName("first name"),
      last_name: personName("last name"),
      email,
      phone: optionalPhone("phone"),
      mobile: optionalMobile("mobile"),
      company: optionalText("company", MAX_LENGTH.company),
      abn,
      gst_registered: choice("GST registered", GST_OPTIONS),
      interested_in: choice("interested in", PARTNER_INTERESTS),
      ...leadExtras,
    })
    .check(phoneOrMobile),
} satisfies LeadFormDefinition;
