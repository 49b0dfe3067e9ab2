import type { Response } from "express";
import type { FieldErrors } from "../../domain/validation/field-errors";

/**
 * The 422 shape of every /api answer (docs/product.md §C8):
 * { message, errors: { field: [messages] } }.
 * The message repeats the first field's first error, unless the caller words it (a lead form
 * asks to check the highlighted fields). A limit on a field's value (a quote's emails to one
 * address) answers the same shape with 429.
 */
export function sendValidationError(
  res: Response,
  errors: FieldErrors,
  message = Object.values(errors)[0]?.[0] ?? "The request is not valid.",
  status: 422 | 429 = 422,
): void {
  res.status(status).json({ message, errors });
}
