import { z } from "zod";
import { message } from "../forms/fields";

/**
 * The address text the address API searches (`fullText` of GET /v2/address), trimmed, as it
 * counts it. One home for the bounds, so every way an address reaches the API (the order
 * hand-off, the gateway, the search box) refuses what the API would refuse before it travels,
 * and the stand-in refuses the same: a visitor's text the API refuses is the visitor's 422,
 * never an outage of ours. The spec leaves the API's rules "not shown" (ADR 0030); these are
 * the ones the site is built against.
 */
export const ADDRESS_TEXT_MIN_LENGTH = 3;
export const ADDRESS_TEXT_MAX_LENGTH = 200;

/**
 * `text` trimmed and held to the bounds, with messages naming it. A way in may ask for more
 * (the search box starts at 5 characters), never for less than the API accepts.
 */
export function boundedAddressText(
  text: z.ZodString,
  name: string,
  minLength: number = ADDRESS_TEXT_MIN_LENGTH,
): z.ZodString {
  if (minLength < ADDRESS_TEXT_MIN_LENGTH) {
    throw new RangeError(
      `the address API refuses text under ${ADDRESS_TEXT_MIN_LENGTH} characters`,
    );
  }
  // Refinements, not min/max: zod runs its length checks on anything with a length, so a
  // repeated parameter (an array) would be told its length as well as that it is not text.
  return text
    .trim()
    .refine(
      (value) => value.length >= minLength,
      `The ${name} must be at least ${minLength} characters.`,
    )
    .refine(
      (value) => value.length <= ADDRESS_TEXT_MAX_LENGTH,
      message.tooLong(name, ADDRESS_TEXT_MAX_LENGTH),
    );
}

const anyAddressText = boundedAddressText(z.string(), "address");

/** For a sender's last check: text the API would refuse must not travel at all. */
export function isWithinAddressTextBounds(text: string): boolean {
  return anyAddressText.safeParse(text).success;
}
