import { z } from "zod/mini";
import { fieldErrorsFromIssues, type FieldErrors } from "../validation/field-errors";

/**
 * A lead form as both sides know it: where it posts, and its schema (with any rule that spans
 * fields, which the browser's form engine checks with it too).
 */
export interface LeadFormDefinition<S extends z.ZodMiniType = z.ZodMiniType> {
  /** Names the form in stored leads, logs and analytics. */
  id: string;
  /** POST /api/{endpoint}. */
  endpoint: string;
  schema: S;
  /**
   * The values a form posted without script gets back on its confirmation URL (ADR 0028), and
   * the schema a confirmation URL's values must pass before the page acts on them.
   */
  confirmation?: z.ZodMiniObject;
}

export type LeadFormValues<F extends LeadFormDefinition> = z.infer<F["schema"]>;

/** What a form's POST carries: its schema's input (domain/api/contracts.ts, leadEndpoint). */
export type LeadFormInput<F extends LeadFormDefinition> = z.input<F["schema"]>;

/** The 201 answer to a stored lead: the success message and the lead's public reference. */
export interface LeadReceipt {
  message: string;
  reference: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function validateLeadForm<F extends LeadFormDefinition>(
  form: F,
  input: unknown,
): ValidationResult<LeadFormValues<F>> {
  const parsed = z.safeParse(form.schema, input);
  return parsed.success
    ? { ok: true, value: parsed.data as LeadFormValues<F> }
    : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues) };
}
