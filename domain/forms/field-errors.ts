/**
 * The 422 shape of the spec (000 sections 5 and 7): errors keyed by field, each a list of
 * messages; the form shows the first. Shared so the browser's own check and the server's answer
 * land on the form the same way.
 */
export type FieldErrors = Record<string, string[]>;

export const VALIDATION_MESSAGE = "Please check the highlighted fields and try again.";

interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
}

export function fieldErrorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, text: string) => {
    (errors[field] ??= []).push(text);
  };
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys" && issue.keys) {
      for (const key of issue.keys) add(key, "This field is not part of the form.");
    } else if (issue.path.length === 0) {
      add("form", "The form must be sent as a JSON object of its fields.");
    } else {
      add(String(issue.path[0]), issue.message);
    }
  }
  return errors;
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
