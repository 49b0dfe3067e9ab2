/**
 * The 422 shape of every /api answer (docs/product.md §A5, §A7 and §C8): errors keyed by
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

/**
 * Collects messages by field. Field names come from the request ("__proto__", "constructor"
 * and "toString" included), so they are kept as Map keys and only ever become own properties
 * of the result, never looked up on a plain object where the prototype would answer.
 */
function collect(add: (push: (field: string, text: string) => void) => void): FieldErrors {
  const byField = new Map<string, string[]>();
  add((field, text) => {
    const messages = byField.get(field);
    if (messages) messages.push(text);
    else byField.set(field, [text]);
  });
  return Object.fromEntries(byField);
}

export function fieldErrorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  return collect((add) => {
    for (const issue of issues) {
      if (issue.code === "unrecognized_keys" && issue.keys) {
        for (const key of issue.keys) add(key, `The ${key} field is not accepted.`);
      } else if (issue.path.length === 0) {
        add("request", NOT_AN_OBJECT);
      } else {
        add(String(issue.path[0]), issue.message);
      }
    }
  });
}

/** A zod failure as errors keyed by field. */
export function fieldErrors(error: { issues: readonly IssueLike[] }): FieldErrors {
  return fieldErrorsFromIssues(error.issues);
}
