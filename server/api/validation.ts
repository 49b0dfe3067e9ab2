import type { Response } from "express";
import type { z } from "zod";

/**
 * The 422 shape of every /api answer (BRIEF): { message, errors: { field: [messages] } }.
 * The message repeats the first field's first error.
 */
export function sendValidationError(res: Response, errors: Record<string, string[]>): void {
  const first = Object.values(errors)[0]?.[0] ?? "The request is not valid.";
  res.status(422).json({ message: first, errors });
}

/** A zod failure as errors keyed by the field each issue is about. */
export function errorsByField(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
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
