import { describe, expect, it } from "vitest";
import { fromEditorShape, toEditorShape } from "./editor-shape";
import type { FieldSpec } from "./field-spec";

const text = (optional = false): FieldSpec => ({
  kind: "text",
  label: "Text",
  optional,
  required: !optional,
  multiline: false,
});
const price: FieldSpec = {
  kind: "object",
  label: "Price",
  fields: { amount: { kind: "number", label: "Amount", optional: false, integer: false } },
};
const plan: FieldSpec = {
  kind: "object",
  label: "Plan",
  fields: {
    name: text(),
    note: text(true),
    speed: { kind: "select", label: "Speed", options: [50, 100] },
    special: { kind: "optional", label: "Special", absent: "null", value: price },
    link: { kind: "optional", label: "Link", absent: "missing", value: price },
    cells: {
      kind: "array",
      label: "Cells",
      item: {
        kind: "union",
        label: "Cell",
        options: [
          { name: "text", field: text() },
          { name: "price", field: price },
        ],
      },
    },
    byType: { kind: "record", label: "By type", value: text() },
  },
};

describe("editor shape", () => {
  const today = {
    name: "Business 50",
    speed: 100,
    special: null,
    cells: ["Local calls", { amount: 0.1 }],
    byType: { retail: "Shops", freight: "Trucks" },
  };
  const editor = {
    name: "Business 50",
    speed: "100",
    special: { discriminant: false },
    link: { discriminant: false },
    cells: [
      { discriminant: "text", value: "Local calls" },
      { discriminant: "price", value: { amount: 0.1 } },
    ],
    byType: [
      { key: "retail", value: "Shops" },
      { key: "freight", value: "Trucks" },
    ],
  };

  it("writes choices, maps and numeric options the way the editor stores them", () => {
    expect(toEditorShape(plan, today)).toEqual(editor);
  });

  it("reads them back into today's shape, keeping the map's order", () => {
    const read = fromEditorShape(plan, editor) as typeof today;
    expect(read).toEqual(today);
    expect(Object.keys(read.byType)).toEqual(["retail", "freight"]);
    expect(
      fromEditorShape(plan, { ...editor, special: { discriminant: true, value: { amount: 5 } } }),
    ).toMatchObject({ special: { amount: 5 } });
  });

  it("gives back the empty text the editor leaves out, but not an optional one", () => {
    expect(fromEditorShape(plan, { ...editor, name: undefined })).toMatchObject({ name: "" });
    expect(fromEditorShape(plan, editor)).not.toHaveProperty("note");
    expect(fromEditorShape(plan, { ...editor, note: "" })).not.toHaveProperty("note");
  });

  it("passes on what has neither shape, for the schema to refuse by name", () => {
    const hostile = { ...editor, cells: "<script>alert(1)</script>", extra: "'; DROP TABLE --" };
    expect(fromEditorShape(plan, hostile)).toMatchObject({
      cells: "<script>alert(1)</script>",
      extra: "'; DROP TABLE --",
    });
    expect(fromEditorShape(plan, { ...editor, cells: [{ discriminant: "emoji 🦘" }] })).toMatchObject(
      { cells: [{ discriminant: "emoji 🦘" }] },
    );
  });
});
