import type { z } from "zod";

/** Errors keyed by field, each a list of messages: the `errors` of every 422 (BRIEF). */
export type FieldErrors = Record<string, string[]>;

/** A zod failure as errors keyed by the field each issue is about; unknown keys get their own. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) (errors[key] ??= []).push(`The ${key} field is not accepted.`);
      continue;
    }
    const field = String(issue.path[0] ?? "request");
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
