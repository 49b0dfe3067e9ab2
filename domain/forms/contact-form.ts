import { z } from "zod/mini";
import {
  choice,
  email,
  leadExtras,
  MAX_LENGTH,
  optionalText,
  personName,
  phone,
  requiredMultiline,
} from "./fields";
import type { LeadFormDefinition } from "./lead-form";

/** docs/product.md §A9: the contact form's enquiry options. */
export const CONTACT_ENQUIRIES = ["Small business nbn", "Other business services"] as const;

/** The slide-out 'Contact us' panel (docs/product.md §A2, §A3 and §A4). */
export const contactForm = {
  id: "contact",
  endpoint: "submit-contact-form",
  schema: z.strictObject({
    first_name: personName("first name"),
    last_name: personName("last name"),
    mobile: phone("mobile"),
    company: optionalText("company", MAX_LENGTH.company),
    email,
    enquiring_about: choice("enquiring about", CONTACT_ENQUIRIES),
    description: requiredMultiline("description", MAX_LENGTH.description),
    ...leadExtras,
  }),
} satisfies LeadFormDefinition;
