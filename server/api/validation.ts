import type { Response } from "express";
import type { FieldErrors } from "../../domain/validation/field-errors";

/**
 * The 422 shape of every /api answer (docs/product.md §C8):
 * { message, errors: { field: [messages] } }.
 * The message repeats the first field's first error, unless the caller words it (a lead form
 * asks to check the highlighted fields).
 */
export function sendValidationError(
  res: Response,
  errors: FieldErrors,
  message = Object.values(errors)[0]?.[0] ?? "The request is not valid.",
): void {
  res.status(422).json({ message, errors });
}
