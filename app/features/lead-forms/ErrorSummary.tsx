import { VALIDATION_MESSAGE } from "@domain/forms/messages";
import type { FieldErrors } from "@domain/validation/field-errors";

/**
 * The line above a form in error: a live region, remounted on each failed try (errorRound) so
 * screen readers announce it again. The honeypot's error is never mentioned. With `callUs`
 * (Flip to Fibre's server refusal, docs/product.md §B8) it lists the server's messages, so an
 * error on a field without an input is seen too, then the call-us line.
 */
export function ErrorSummary({
  errors,
  errorRound,
  callUs,
}: {
  errors: FieldErrors;
  errorRound: number;
  callUs?: string;
}) {
  const errorCount = Object.keys(errors).filter((field) => field !== "dob").length;
  const messages = callUs ? [...new Set(Object.values(errors).flat())] : [];
  return (
    <div role="alert" key={errorRound} className={errorCount > 0 ? "mb-4" : "sr-only"}>
      {errorCount > 0 ? (
        <div className="rounded-md border-l-4 border-danger-600 bg-white p-3 font-semibold text-danger-600">
          {callUs ? (
            <>
              <ul className="list-disc space-y-1 pl-5">
                {messages.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
              <p className="mt-2">{callUs}</p>
            </>
          ) : (
            <p>{VALIDATION_MESSAGE}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
