import { z } from "zod/mini";
import { choice, email, leadExtras, MAX_LENGTH, optionalText, personName, phone } from "./fields";
import type { LeadFormDefinition } from "./lead-form";

/**
 * docs/product.md §A3 names unified-comms and banter-wfh; nbn is the small-business nbn register
 * page's (§C1; ADR 0010).
 */
export const REGISTER_INTEREST_PRODUCTS = ["unified-comms", "banter-wfh", "nbn"] as const;
export type RegisterInterestProduct = (typeof REGISTER_INTEREST_PRODUCTS)[number];

export const registerInterestForm = {
  id: "register-interest",
  endpoint: "submit-register-interest-form",
  schema: z.strictObject({
    first_name: personName("first name"),
    last_name: personName("last name"),
    mobile: phone("mobile"),
    email,
    company: optionalText("company", MAX_LENGTH.company),
    product: choice("product", REGISTER_INTEREST_PRODUCTS),
    /** The nbn register page asks where the business is, to tell it when nbn arrives. */
    address: optionalText("business address", MAX_LENGTH.text),
    ...leadExtras,
  }),
} satisfies LeadFormDefinition;
