import { z } from "zod/mini";
import { isPriceableAddress } from "../address/parse-address";
import { ENTERPRISE_SPEEDS, PRICE_CHECKER_SPEEDS } from "../pricing/carriers";
import {
  choice,
  email,
  leadExtras,
  MAX_LENGTH,
  optionalText,
  personName,
  phone,
  requiredText,
} from "./fields";
import type { LeadFormDefinition } from "./lead-form";

/** Shown when the address is not one the carriers can price (ADR 0016). */
export const ADDRESS_NOT_FOUND =
  "Please choose your business address from the list, or type it in full with the suburb, state and postcode.";

export const businessAddress = requiredText("business address").check(
  z.refine((value: string) => value === "" || isPriceableAddress(value), ADDRESS_NOT_FOUND),
);

/** Speeds travel as the text of their button ("100"), like every other form value. */
export function speedChoice(speeds: readonly number[]) {
  const options = speeds.map(String) as [string, ...string[]];
  return choice("speed", options);
}

/** What a price checker posted without script prices once its page runs (ADR 0028). */
const pricedOn = (speeds: readonly number[]) =>
  z.strictObject({ address: businessAddress, speed: speedChoice(speeds) });

/** docs/product.md §A3: the price checker's form state (and the enterprise form's). */
const priceCheckerFields = {
  address: businessAddress,
  first_name: personName("first name"),
  last_name: personName("last name"),
  company: optionalText("company", MAX_LENGTH.company),
  email,
  phone: phone("phone"),
  ...leadExtras,
};

export const PRICE_CHECKER_VARIANTS = ["priceChecker", "fibre"] as const;
export type PriceCheckerVariant = (typeof PRICE_CHECKER_VARIANTS)[number];

const priceCheckerSchema = z.strictObject({
  ...priceCheckerFields,
  speed: speedChoice(PRICE_CHECKER_SPEEDS),
});

/**
 * The price checker posts to POST /api/submit-price-checker-form/{variant}: priceChecker on
 * the internet overview, fibre on business fibre. Both take the same state.
 */
export const priceCheckerForms = {
  priceChecker: {
    id: "price-checker",
    endpoint: "submit-price-checker-form/priceChecker",
    schema: priceCheckerSchema,
    confirmation: pricedOn(PRICE_CHECKER_SPEEDS),
  },
  fibre: {
    id: "fibre-price-checker",
    endpoint: "submit-price-checker-form/fibre",
    schema: priceCheckerSchema,
    confirmation: pricedOn(PRICE_CHECKER_SPEEDS),
  },
} satisfies Record<PriceCheckerVariant, LeadFormDefinition>;

/** The enterprise ethernet form: the same details, at 250, 500 or 1000 Mbps. */
export const enterpriseNbnForm = {
  id: "enterprise-nbn",
  endpoint: "submit-enterprise-nbn-form",
  schema: z.strictObject({
    ...priceCheckerFields,
    speed: speedChoice(ENTERPRISE_SPEEDS),
  }),
  confirmation: pricedOn(ENTERPRISE_SPEEDS),
} satisfies LeadFormDefinition;
