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
import { businessAddress, speedChoice } from "../forms/price-checker-form";
import { EXTENDER_QUANTITY } from "../order/extras";
import { PRICE_CHECKER_SPEEDS } from "../pricing/carriers";
import { parseChoices } from "../multi-site/site-choices";
import { QUOTE_ID_PATTERN } from "./quote-names";

/** "0" (none) up to `max` extenders. */
const extenders = (max: number) =>
  choice("extender", Array.from({ length: max + 1 }, (_, n) => String(n)) as [string, ...string[]]);

/** Who the quote is for: the same on every journey. */
const recipient = {
  first_name: personName("first name"),
  last_name: personName("last name"),
  business_name: requiredText("business name", MAX_LENGTH.company),
  email,
  phone: optionalPhone("phone"),
  ...leadExtras,
};

/** An ordering journey's checked address and chosen plan and modem. */
const orderChoices = {
  address: requiredText("address", MAX_LENGTH.text),
  location_id: requiredText("location id", 15).check(
    z.regex(/^LOC\d{12}$/, "The location id must be an nbn location id (LOC and 12 digits)."),
  ),
  plan_id: requiredText("plan", 40),
  modem: choice("modem", ["0", "1"]),
};

/**
 * "Email me this quote" (ADR 0043): who the quote is for, and what the journey chose, each
 * journey its own strict set of choices. Only the choices travel; the server works out every
 * price, total and eligibility from its own data. Values are text, as a form posted without
 * script sends them.
 */
export const quoteForm = {
  id: "quote",
  endpoint: "quotes",
  schema: z.discriminatedUnion("journey", [
    z.strictObject({
      ...recipient,
      journey: z.literal("nbn"),
      ...orderChoices,
      phone_line: choice("phone line", ["yes", "no"]),
      extender: extenders(1),
    }),
    z.strictObject({
      ...recipient,
      journey: z.literal("flip"),
      ...orderChoices,
      extender: extenders(EXTENDER_QUANTITY.max),
      /** The interim nbn plan, by id; the first when none is named. */
      interim_plan: optionalText("interim plan", 40),
    }),
    z.strictObject({
      ...recipient,
      journey: z.literal("price-check"),
      address: businessAddress,
      speed: speedChoice(PRICE_CHECKER_SPEEDS),
    }),
    z.strictObject({
      ...recipient,
      journey: z.literal("multi-site"),
      check_id: requiredText("check", 26).check(
        z.regex(QUOTE_ID_PATTERN, "This check is not one we know. Check your sites again."),
      ),
      /** Each chosen site's line, by position (site-choices.ts): "0=nbn:PLAN,3=fibre:TELSTRA:36". */
      choices: requiredText("choices", 2_000).check(
        z.refine(
          (text) => parseChoices(text) !== null,
          "Choose an nbn plan or a fibre carrier and term for at least one site.",
        ),
      ),
    }),
  ]),
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
