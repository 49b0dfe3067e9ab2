/**
 * The 422 shape of every /api answer (BRIEF; spec 000 sections 5 and 7): errors keyed by
 * field, each a list of messages; a form shows the first. One home, so the browser's own check
 * and the server's answers land on a form the same way.
 */
export type FieldErrors = Record<string, string[]>;

/** What zod (full or mini) reports per problem: enough to key it by field. */
interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
}

/** Problems of the whole body (not an object) are keyed "request". */
export const NOT_AN_OBJECT = "The request must be a JSON object of its fields.";

export function fieldErrorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, text: string) => {
    (errors[field] ??= []).push(text);
  };
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys" && issue.keys) {
      for (const key of issue.keys) add(key, `The ${key} field is not accepted.`);
    } else if (issue.path.length === 0) {
      add("request", NOT_AN_OBJECT);
    } else {
      add(String(issue.path[0]), issue.message);
    }
  }
  return errors;
}

/** A zod failure as errors keyed by field. */
export function fieldErrors(error: { issues: readonly IssueLike[] }): FieldErrors {
  return fieldErrorsFromIssues(error.issues);
}

export function mergeFieldErrors(...sets: FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const set of sets) {
    for (const [field, messages] of Object.entries(set)) {
      merged[field] = [...(merged[field] ?? []), ...messages];
    }
  }
  return merged;
}

/** The field to focus first: the first of the form's fields (in order) that has an error. */
export function firstFieldInError(order: readonly string[], errors: FieldErrors): string | null {
  return order.find((field) => (errors[field]?.length ?? 0) > 0) ?? null;
}
