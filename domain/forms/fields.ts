import { z } from "zod/mini";
import { AGENT_TOKEN_FIELD } from "../agent/agent-token";
import { compactAbn, isValidAbn } from "./abn";
import { isAustralianContactNumber, isAustralianMobile, isAustralianPhone } from "./phone";

/**
 * The field rules every lead form shares (docs/product.md §A5), as zod/mini schemas: the same
 * schema gives the browser its instant feedback and the server its authority (ADR 0010).
 * Messages name the field the way the form labels it.
 */

/** docs/product.md §A5: limits of the inputs (and of the server's schemas). */
export const MAX_LENGTH = {
  name: 50,
  company: 50,
  email: 50,
  phone: 20,
  description: 1000,
  abn: 11,
  text: 255,
  agentToken: 4096,
} as const;

export const message = {
  required: (label: string) => `The ${label} field is required.`,
  tooLong: (label: string, max: number) => `The ${label} may not be longer than ${max} characters.`,
  notText: (label: string) => `The ${label} must be text.`,
  choose: (label: string) => `Please choose one of the options for ${label}.`,
  name: (label: string) =>
    `The ${label} may only contain letters, spaces, hyphens and apostrophes.`,
  email: "Please enter a valid email address, like name@business.com.au.",
  phone: "Please enter an Australian phone number, like 02 5550 1234 or 0491 570 006.",
  mobile: "Please enter an Australian mobile number, like 0491 570 006.",
  controlCharacters: (label: string) => `The ${label} contains characters that are not allowed.`,
  abnDigits: "The ABN must be 11 digits.",
  abnChecksum: "This is not a valid ABN: please check the number on your ABN registration.",
};

// Letters of any script (Zoë, Nguyễn, Ó Briain), with the marks, spaces, hyphens and
// apostrophes names carry; no digits, symbols or emoji.
const PERSON_NAME = /^(?:[\p{L}\p{M}][\p{L}\p{M} '’.-]*)?$/u;
// Control characters have no place in a one-line field; a textarea may keep line breaks.
const NO_CONTROL = /^[^\p{Cc}]*$/u;
const NO_CONTROL_MULTILINE = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;

/** A check that only applies once the field has something in it (emptiness is "required"). */
function whenFilled(test: (value: string) => boolean, text: string) {
  return z.refine<string>((value) => value === "" || test(value), text);
}

/**
 * A form whose spec words its messages its own way (Flip to Fibre's "Please enter your first
 * name!") passes them in; every other form gets the shared wording above.
 */
export interface FieldMessages {
  required?: string;
  invalid?: string;
}

function text(label: string, max: number, multiline = false, required = message.required(label)) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? required : message.notText(label)),
    })
    .check(
      z.trim(),
      z.maxLength(max, message.tooLong(label, max)),
      z.regex(multiline ? NO_CONTROL_MULTILINE : NO_CONTROL, message.controlCharacters(label)),
    );
}

export function requiredText(
  label: string,
  max: number = MAX_LENGTH.text,
  { required = message.required(label) }: FieldMessages = {},
) {
  return text(label, max, false, required).check(z.minLength(1, required));
}

export function optionalText(label: string, max: number = MAX_LENGTH.text) {
  return z.optional(text(label, max));
}

export function requiredMultiline(label: string, max: number) {
  return text(label, max, true).check(z.minLength(1, message.required(label)));
}

export function personName(label: string, messages: FieldMessages = {}) {
  return requiredText(label, MAX_LENGTH.name, messages).check(
    whenFilled((value) => PERSON_NAME.test(value), message.name(label)),
  );
}

export function emailAddress({ required, invalid = message.email }: FieldMessages = {}) {
  return requiredText("email", MAX_LENGTH.email, { required }).check(
    whenFilled((value) => z.regexes.email.test(value), invalid),
  );
}

export const email = emailAddress();

/** Any Australian number: landline with area code, mobile, 13/1300/1800. */
export function phone(label: string) {
  return requiredText(label, MAX_LENGTH.phone).check(whenFilled(isAustralianPhone, message.phone));
}

/** docs/product.md §B5: a landline with its area code or a mobile, in Flip to Fibre's pattern. */
export function contactNumber(label: string, { required, invalid }: Required<FieldMessages>) {
  return requiredText(label, MAX_LENGTH.phone, { required }).check(
    whenFilled(isAustralianContactNumber, invalid),
  );
}

export function optionalPhone(label: string) {
  return z.optional(
    text(label, MAX_LENGTH.phone).check(whenFilled(isAustralianPhone, message.phone)),
  );
}

export function optionalMobile(label: string) {
  return z.optional(
    text(label, MAX_LENGTH.phone).check(whenFilled(isAustralianMobile, message.mobile)),
  );
}

/** Stored without the spaces people type. */
export const abn = requiredText("ABN", 14).check(
  whenFilled((value) => /^\d{11}$/.test(compactAbn(value)), message.abnDigits),
  whenFilled(
    (value) => !/^\d{11}$/.test(compactAbn(value)) || isValidAbn(value),
    message.abnChecksum,
  ),
  z.overwrite(compactAbn),
);

export function choice<const T extends readonly [string, ...string[]]>(label: string, options: T) {
  return z.enum(options, {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? message.required(label)
        : message.choose(label),
  });
}

/**
 * What every lead form carries besides its own fields: the honeypot (spec: always sent empty;
 * a filled one marks the lead as spam), the agent token in agent mode, and the tracking values
 * the visitor arrived with.
 */
export const leadExtras = {
  dob: z.optional(z.string().check(z.maxLength(MAX_LENGTH.text))),
  [AGENT_TOKEN_FIELD]: z.optional(z.string().check(z.maxLength(MAX_LENGTH.agentToken))),
  utm_source: optionalText("utm source"),
  conversation_id: optionalText("conversation id"),
};

/**
 * Flip to Fibre's payload names its fields in camelCase (docs/product.md §B3) where the other
 * forms say first_name, last_name and phone. The form engine files each value under one name,
 * so what a visitor typed in one form starts the other, and analytics hash the same identity.
 */
const FIELD_ALIASES: Readonly<Record<string, string>> = {
  firstName: "first_name",
  lastName: "last_name",
  phoneNumber: "phone",
};

export function canonicalFieldName(name: string): string {
  return FIELD_ALIASES[name] ?? name;
}

/** The fields of leadExtras: never shown as form fields, never delivered as lead details. */
export const EXTRA_FIELDS = ["dob", AGENT_TOKEN_FIELD, "utm_source", "conversation_id"] as const;
