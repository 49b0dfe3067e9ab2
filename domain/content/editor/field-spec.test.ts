import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldSpecFor, labelFor, type JsonSchema } from "./field-spec";

const specOf = (schema: z.ZodType) =>
  fieldSpecFor(z.toJSONSchema(schema, { io: "input" }) as JsonSchema, "File");

describe("the editor's field for a content schema", () => {
  it("labels fields in plain words, with the site's own spelling", () => {
    expect(labelFor("planDownloadSpeed")).toBe("Plan download speed");
    expect(labelFor("no-contract")).toBe("No contract");
    expect(labelFor("voipOverview")).toBe("VoIP overview");
    expect(labelFor("nbnPlans")).toBe("nbn plans");
  });

  it("makes a nullable object a choice to include it, and an optional one the same", () => {
    const spec = specOf(
      z.strictObject({
        special: z.strictObject({ planPrice: z.number().positive() }).nullable(),
        link: z.strictObject({ url: z.string() }).optional(),
      }),
    );
    expect(spec).toMatchObject({
      fields: {
        special: { kind: "optional", absent: "null", value: { kind: "object" } },
        link: { kind: "optional", absent: "missing", value: { kind: "object" } },
      },
    });
  });

  it("makes a union a choice named by its members' titles, and a map a list of entries", () => {
    const spec = specOf(
      z.strictObject({
        cell: z.union([z.string().meta({ title: "Text" }), z.object({ amount: z.number() }).meta({ title: "Price" })]),
        details: z.record(z.string().regex(/^[a-z-]+$/), z.string()),
        speed: z.union([z.literal(50), z.literal(100)]),
      }),
    );
    expect(spec).toMatchObject({
      fields: {
        cell: { kind: "union", options: [{ name: "text" }, { name: "price" }] },
        details: { kind: "record", keyPattern: "^[a-z-]+$", value: { kind: "text" } },
        speed: { kind: "select", options: [50, 100] },
      },
    });
  });

  it("requires text the schema requires, and leaves optional text optional", () => {
    const spec = specOf(
      z.strictObject({ heading: z.string().min(1), note: z.string().min(1).optional(), cell: z.string() }),
    );
    expect(spec).toMatchObject({
      fields: {
        heading: { kind: "text", optional: false, required: true },
        note: { kind: "text", optional: true, required: false },
        cell: { kind: "text", optional: false, required: false },
      },
    });
  });

  it("refuses a shape it cannot edit rather than dropping it", () => {
    expect(() => specOf(z.strictObject({ when: z.date() }))).toThrow();
  });
});
