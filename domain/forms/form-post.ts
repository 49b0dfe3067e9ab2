import type { FieldErrors } from "../validation/field-errors";

/**
 * A lead form sent as a plain form post, before the page's script started (ADR 0025): the
 * server answers with the same page and this outcome, and the form shows it as if its script
 * had sent the form.
 */

/** The hidden field that names which form on the page was posted. */
export const POSTED_FORM_FIELD = "_form";

export type FormPostOutcome =
  /** Stored: the form shows its success message. */
  | { kind: "sent"; formId: string; values: Record<string, string> }
  /** Not valid: the form shows the errors on its fields, with every value kept. */
  | { kind: "invalid"; formId: string; values: Record<string, string>; errors: FieldErrors }
  /** Not stored (storage failed): the generic error, every value kept to send again. */
  | { kind: "failed"; formId: string; values: Record<string, string> };

export const FORM_POST_STATUS: Record<FormPostOutcome["kind"], number> = {
  sent: 201,
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
