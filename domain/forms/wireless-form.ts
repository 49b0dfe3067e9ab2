import { z } from "zod/mini";
import {
  email,
  leadExtras,
  MAX_LENGTH,
  optionalText,
  personName,
  phone,
  requiredText,
} from "./fields";
import type { LeadFormDefinition } from "./lead-form";

/**
 * The business wireless lead form. The spec gives it no field list: it takes the price
 * checker's identity fields and the business address, since wireless reach depends on where
 * the business is (ADR 0010).
 */
export const wirelessForm = {
  id: "business-wireless",
  endpoint: "submit-business-wireless-form",
  schema: z.strictObject({
    first_name: personName("first name"),
    last_name: personName("last name"),
    company: optionalText("company", MAX_LENGTH.company),
    email,
    phone: phone("phone"),
    address: requiredText("business address"),
    ...leadExtras,
  }),
} satisfies LeadFormDefinition;
