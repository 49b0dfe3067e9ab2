import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors, fieldErrorsFromIssues, NOT_AN_OBJECT } from "./field-errors";

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

describe("field names that are also built-in property names", () => {
  const BUILT_INS = [
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "valueOf",
    "hasOwnProperty",
  ];

  it("keys each as an ordinary field", () => {
    const schema = z.strictObject({ name: z.string() });
    for (const key of BUILT_INS) {
      const input = JSON.parse(`{"name": "Ada", ${JSON.stringify(key)}: "x"}`) as unknown;
      const errors = fieldErrors(schema.safeParse(input).error!);
      expect(Object.keys(errors), key).toEqual([key]);
      expect(errors[key], key).toEqual([`The ${key} field is not accepted.`]);
      expect(JSON.parse(JSON.stringify(errors)), key).toEqual(
        JSON.parse(`{${JSON.stringify(key)}: ["The ${key} field is not accepted."]}`),
      );
    }
  });
});
