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

/** Spec 000 section 9: the contact form's enquiry options. */
export const CONTACT_ENQUIRIES = ["Small business nbn", "Other business services"] as const;

/** The slide-out 'Contact us' panel (spec 000 sections 2, 3 and 4). */
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
