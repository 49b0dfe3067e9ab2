import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors } from "./field-errors";

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
