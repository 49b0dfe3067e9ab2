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
import type { FieldErrors } from "../validation/field-errors";
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

/** 'Become a partner' on /partners (docs/product.md §A2 to §A5). */
export const partnerForm = {
  id: "partner",
  endpoint: "submit-partners-form",
  schema: z.strictObject({
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
  }),
  crossFieldRules: (input): FieldErrors =>
    isBlank(input.phone) && isBlank(input.mobile)
      ? { phone: [PHONE_OR_MOBILE_REQUIRED], mobile: [PHONE_OR_MOBILE_REQUIRED] }
      : {},
} satisfies LeadFormDefinition;
