import { VALIDATION_MESSAGE, type FieldErrors } from "@domain/forms/field-errors";

/**
 * The line above a form in error: a live region, remounted on each failed try (errorRound) so
 * screen readers announce it again. The honeypot's error is never mentioned.
 */
export function ErrorSummary({ errors, errorRound }: { errors: FieldErrors; errorRound: number }) {
  const errorCount = Object.keys(errors).filter((field) => field !== "dob").length;
  return (
    <div role="alert" key={errorRound} className={errorCount > 0 ? "mb-4" : "sr-only"}>
      {errorCount > 0 ? (
        <p className="rounded-md border-l-4 border-danger-600 bg-white p-3 font-semibold text-danger-600">
          {VALIDATION_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
