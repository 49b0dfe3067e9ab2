import { z } from "zod/mini";
import {
  choice,
  contactNumber,
  emailAddress,
  leadExtras,
  MAX_LENGTH,
  personName,
  requiredText,
} from "./fields";
import type { LeadFormDefinition } from "./lead-form";

/** docs/product.md §B5: the Flip to Fibre registration's own messages, word for word. */
export const FLIP_MESSAGES = {
  firstName: "Please enter your first name!",
  lastName: "Please enter your last name!",
  email: "Please enter your email address!",
  phoneNumber: "Please enter your contact number!",
  invalidEmail: "Please enter a valid Email Address!",
  invalidPhone: "Please enter a valid Contact Number!",
} as const;

/** docs/product.md §B3: the registration's product is always smb. */
export const FLIP_PRODUCT = "smb";

/**
 * The Flip to Fibre registration (docs/product.md §B3, §B5 and §B7): POST /api/postFlipToFibreForm
 * with the address the page qualified. The browser checks the spec's rules with this schema and
 * the server holds to the same one, plus the limits every lead form has (ADR 0042).
 */
export const flipToFibreForm = {
  id: "flip-to-fibre",
  endpoint: "postFlipToFibreForm",
  schema: z.strictObject({
    firstName: personName("first name", { required: FLIP_MESSAGES.firstName }),
    lastName: personName("last name", { required: FLIP_MESSAGES.lastName }),
    email: emailAddress({ required: FLIP_MESSAGES.email, invalid: FLIP_MESSAGES.invalidEmail }),
    phoneNumber: contactNumber("contact number", {
      required: FLIP_MESSAGES.phoneNumber,
      invalid: FLIP_MESSAGES.invalidPhone,
    }),
    address: requiredText("address", MAX_LENGTH.text),
    product: choice("product", [FLIP_PRODUCT]),
    ...leadExtras,
  }),
} satisfies LeadFormDefinition;
