import type { FieldSpec } from "./field-spec";

/**
 * The content files hold what the editor saves (ADR 0046); the site reads today's shape. These
 * two walks convert between them, guided by the same field spec the editor is built from:
 * `fromEditorShape` runs inside each content schema (a zod preprocess, registry.ts), and
 * `toEditorShape` is its inverse, used to write files in the editor's form.
 *
 * A value that does not have the expected form is passed on as it is, for the schema to refuse
 * with the field's name.
 */
export function fromEditorShape(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case "text":
      // The editor leaves an empty text field out of the file (null in a list), and cannot
      // tell an empty optional one from one left out.
      if (value === undefined || value === null || value === "") return spec.optional ? undefined : "";
      return value;
    case "number":
      return value === null ? undefined : value;
    case "checkbox":
      return value;
    case "select":
      return typeof value === "string" ? optionFor(spec.options, value) : value;
    case "object":
      return isObject(value) ? mapFields(spec.fields, value, fromEditorShape) : value;
    case "array":
      return Array.isArray(value) ? value.map((item) => fromEditorShape(spec.item, item)) : value;
    case "optional":
      if (!isChoice(value) || typeof value.discriminant !== "boolean") return value;
      if (value.discriminant) return fromEditorShape(spec.value, value.value);
      return spec.absent === "null" ? null : undefined;
    case "union": {
      if (!isChoice(value)) return value;
      const option = spec.options.find(({ name }) => name === value.discriminant);
      return option ? fromEditorShape(option.field, value.value) : value;
    }
    case "record":
      if (!Array.isArray(value) || !value.every(isEntry)) return value;
      return Object.fromEntries(
        value.map(({ key, value: inner }) => [key, fromEditorShape(spec.value, inner)]),
      );
  }
}

/** Today's shape to the editor's, for data that already passes its schema. */
export function toEditorShape(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case "text":
    case "number":
    case "checkbox":
      return value;
    case "select":
      return value === undefined ? undefined : String(value);
    case "object":
      return isObject(value) ? mapFields(spec.fields, value, toEditorShape) : value;
    case "array":
      return Array.isArray(value) ? value.map((item) => toEditorShape(spec.item, item)) : value;
    case "optional":
      return value === null || value === undefined
        ? { discriminant: false }
        : { discriminant: true, value: toEditorShape(spec.value, value) };
    case "union": {
      const option = spec.options.find(({ field }) => fits(field, value));
      if (!option) throw new Error(`${spec.label}: ${JSON.stringify(value)} fits no choice`);
      return { discriminant: option.name, value: toEditorShape(option.field, value) };
    }
    case "record":
      return Object.entries(value as Record<string, unknown>).map(([key, inner]) => ({
        key,
        value: toEditorShape(spec.value, inner),
      }));
  }
}

/** Each field in the spec's order (the order the editor saves), then any the spec lacks. */
function mapFields(
  fields: Record<string, FieldSpec>,
  value: Record<string, unknown>,
  convert: (spec: FieldSpec, value: unknown) => unknown,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const converted = convert(field, value[name]);
    if (converted !== undefined) result[name] = converted;
  }
  for (const [name, inner] of Object.entries(value)) {
    // Defined, never assigned: a key "__proto__" stays a key and changes no prototype.
    if (!Object.hasOwn(fields, name)) {
      Object.defineProperty(result, name, {
        value: inner,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return result;
}

/** Whether a value of today's shape is of this kind (to pick a union's choice). */
function fits(spec: FieldSpec, value: unknown): boolean {
  switch (spec.kind) {
    case "text":
      return typeof value === "string";
    case "number":
      return typeof value === "number";
    case "checkbox":
      return typeof value === "boolean";
    case "select":
      return spec.options.includes(value as string | number);
    case "array":
      return Array.isArray(value);
    default:
      return isObject(value);
  }
}

/** The editor's select stores its option as text; a numeric option is a number again. */
function optionFor(options: (string | number)[], stored: string): string | number {
  return options.find((option) => String(option) === stored) ?? stored;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isChoice(value: unknown): value is { discriminant: unknown; value?: unknown } {
  return isObject(value) && "discriminant" in value;
}

function isEntry(value: unknown): value is { key: string; value: unknown } {
  return isObject(value) && typeof value.key === "string";
}
