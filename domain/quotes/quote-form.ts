import { z } from "zod/mini";
import {
  choice,
  email,
  leadExtras,
  MAX_LENGTH,
  optionalPhone,
  optionalText,
  personName,
  requiredText,
} from "../forms/fields";
import type { LeadFormDefinition } from "../forms/lead-form";
import { EXTENDER_QUANTITY } from "../order/extras";
import { QUOTE_JOURNEYS } from "./quote";

/** "0" (none) up to the most extenders a journey offers. */
const EXTENDER_CHOICES = Array.from({ length: EXTENDER_QUANTITY.max + 1 }, (_, n) => String(n)) as [
  string,
  ...string[],
];

/**
 * "Email me this quote" (ADR 0043): who the quote is for, and what the journey chose. Only the
 * choices travel; the server works out every price, total and eligibility from its own data.
 * Values are text, as a form posted without script sends them.
 */
export const quoteForm = {
  id: "quote",
  endpoint: "quotes",
  schema: z.strictObject({
    first_name: personName("first name"),
    last_name: personName("last name"),
    business_name: requiredText("business name", MAX_LENGTH.company),
    email,
    phone: optionalPhone("phone"),
    journey: choice("journey", QUOTE_JOURNEYS),
    address: requiredText("address", MAX_LENGTH.text),
    location_id: requiredText("location id", 15).check(
      z.regex(/^LOC\d{12}$/, "The location id must be an nbn location id (LOC and 12 digits)."),
    ),
    plan_id: requiredText("plan", 40),
    phone_line: choice("phone line", ["yes", "no"]),
    modem: choice("modem", ["0", "1"]),
    extender: choice("extender", EXTENDER_CHOICES),
    /** Flip to Fibre's interim nbn plan, by id. */
    interim_plan: optionalText("interim plan", 40),
    ...leadExtras,
  }),
} satisfies LeadFormDefinition;

export type QuoteRequest = z.infer<typeof quoteForm.schema>;

/** The 201 answer to POST /api/quotes. */
export interface QuoteReceipt {
  id: string;
  reference: string;
  /** The quote page, as a path on this site. */
  url: string;
  /** The quote's PDF, as a path on this site. */
  pdfUrl: string;
  validUntil: string;
}
