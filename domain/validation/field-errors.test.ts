import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  fieldErrors,
  fieldErrorsFromIssues,
  firstFieldInError,
  mergeFieldErrors,
  messagesFor,
  NOT_AN_OBJECT,
} from "./field-errors";

describe("fieldErrors", () => {
  it("keys each message by its field, and names unknown fields", () => {
    const schema = z.strictObject({
      fullText: z.string().min(3, "Too short."),
      source: z.enum(["footprint", "api"], { error: "Bad source." }),
    });
    const result = schema.safeParse({ fullText: "ab", source: "x", limit: 5 });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      fullText: ["Too short."],
      source: ["Bad source."],
      limit: ["The limit field is not accepted."],
    });
  });
});

describe("fieldErrorsFromIssues", () => {
  it("keys a body that is not an object as the request", () => {
    const result = z.strictObject({ a: z.string() }).safeParse(["a"]);
    expect(fieldErrorsFromIssues(result.error!.issues)).toEqual({ request: [NOT_AN_OBJECT] });
  });
});

describe("mergeFieldErrors and firstFieldInError", () => {
  it("keeps every message per field, and finds the first field in the form's order", () => {
    const merged = mergeFieldErrors({ phone: ["a"] }, { phone: ["b"], email: ["c"] });
    expect(merged).toEqual({ phone: ["a", "b"], email: ["c"] });
    expect(firstFieldInError(["first_name", "email", "phone"], merged)).toBe("email");
    expect(firstFieldInError(["first_name"], merged)).toBeNull();
  });
});

describe("field names that are also built-in property names", () => {
  const BUILT_INS = [
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "valueOf",
    "hasOwnProperty",
  ];

  it("keys each as an ordinary field, from issues and from a merge", () => {
    const schema = z.strictObject({ name: z.string() });
    for (const key of BUILT_INS) {
      const input = JSON.parse(`{"name": "Ada", ${JSON.stringify(key)}: "x"}`) as unknown;
      const errors = fieldErrors(schema.safeParse(input).error!);
      expect(Object.keys(errors), key).toEqual([key]);
      expect(errors[key], key).toEqual([`The ${key} field is not accepted.`]);
      const merged = mergeFieldErrors(errors, JSON.parse(`{${JSON.stringify(key)}: ["again"]}`));
      expect(merged[key], key).toEqual([`The ${key} field is not accepted.`, "again"]);
      expect(JSON.parse(JSON.stringify(merged)), key).toEqual(
        JSON.parse(`{${JSON.stringify(key)}: ["The ${key} field is not accepted.", "again"]}`),
      );
    }
  });

  it("never reads a field's messages off the prototype", () => {
    expect(messagesFor({}, "constructor")).toEqual([]);
    expect(messagesFor({}, "__proto__")).toEqual([]);
    expect(firstFieldInError(["toString", "email"], { email: ["Required."] })).toBe("email");
  });
});
