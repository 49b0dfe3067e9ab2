import { z } from "zod/mini";
import type { FieldErrors } from "../validation/field-errors";
import type { LeadFormDefinition } from "./lead-form";

/**
 * A lead form sent as a plain form post, before the page's script started (ADR 0025, 0028):
 * a stored lead is answered with a redirect to the page's confirmation URL (Post/Redirect/Get,
 * so a refresh cannot send it again); a rejected one with the same page and this outcome, and
 * the form shows it as if its script had sent the form.
 */

/** The hidden field that names which form on the page was posted. */
export const POSTED_FORM_FIELD = "_form";
/**
 * The hidden field with the post's idempotency key. Empty on the cached page (the same bytes
 * for every visitor); filled on a page the server answered for one post, so the next post of
 * that form is recognised if it arrives twice.
 */
export const POSTED_KEY_FIELD = "_key";
/** The confirmation URL's parameter naming the form that was stored. */
export const SENT_PARAM = "sent";
/** The most fields a form post may have: more than any lead form has. */
export const FORM_POST_FIELD_LIMIT = 64;

export type FormPostOutcome =
  /** Stored: the form shows its success message. */
  | { kind: "sent"; formId: string; values: Record<string, string> }
  /** Not valid: the form shows the errors on its fields, with every value kept. */
  | {
      kind: "invalid";
      formId: string;
      values: Record<string, string>;
      errors: FieldErrors;
      key: string;
    }
  /** Not stored (storage failed): the generic error, every value kept to send again. */
  | { kind: "failed"; formId: string; values: Record<string, string>; key: string };

/** A post the server could not store: its page is answered again with this outcome. */
export type RejectedFormPost = Extract<FormPostOutcome, { kind: "invalid" | "failed" }>;

/** What the server made of a form post: stored (see its confirmation URL), or rejected. */
export type FormPostResult = { kind: "stored"; confirmation: string } | RejectedFormPost;

/** The statuses of a rejected post's page (a stored one is a 303 to its confirmation). */
export const FORM_POST_STATUS: Record<RejectedFormPost["kind"], number> = {
  invalid: 422,
  failed: 503,
};

/** Action data is whatever the server sent: only an outcome for this form counts. */
export function postedOutcomeFor(data: unknown, formId: string): FormPostOutcome | null {
  if (typeof data !== "object" || data === null) return null;
  const candidate = data as Partial<FormPostOutcome>;
  return candidate.formId === formId &&
    (candidate.kind === "sent" || candidate.kind === "invalid" || candidate.kind === "failed") &&
    typeof candidate.values === "object"
    ? (candidate as FormPostOutcome)
    : null;
}

/**
 * Where a stored post is sent: its page, naming the form, with the values the confirmation
 * needs (a price checker's address and speed, priced once the page runs); never the visitor's
 * name, email or phone.
 */
export function confirmationPath(
  pathname: string,
  form: LeadFormDefinition,
  values: Record<string, unknown>,
): string {
  const search = new URLSearchParams({ [SENT_PARAM]: form.id });
  for (const field of Object.keys(form.confirmation?.shape ?? {})) {
    const value = values[field];
    if (typeof value === "string") search.set(field, value);
  }
  return `${pathname}?${search}`;
}

/**
 * The outcome a confirmation URL stands for, when it names this form and its values pass the
 * form's schema: anyone can write such a URL, and the page prices what it carries.
 */
export function confirmedOutcome(
  search: URLSearchParams,
  form: LeadFormDefinition,
): FormPostOutcome | null {
  if (search.get(SENT_PARAM) !== form.id) return null;
  if (!form.confirmation) return { kind: "sent", formId: form.id, values: {} };
  const fields = Object.keys(form.confirmation.shape);
  const carried = Object.fromEntries(
    fields.map((field) => [field, search.get(field) ?? undefined]),
  );
  const checked = z.safeParse(form.confirmation, carried);
  return checked.success
    ? { kind: "sent", formId: form.id, values: checked.data as Record<string, string> }
    : null;
}
