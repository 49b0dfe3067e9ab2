/**
 * The content editor's fields (ADR 0046), derived from the content schemas' JSON Schema
 * (`z.toJSONSchema(schema, { io: "input" })`) so that no field is written a second time. The
 * editor (Keystatic) has plain fields, objects and lists; the three shapes it cannot hold as
 * they are (a value that may be absent, one of several kinds, a map) become a choice or a list,
 * and editor-shape.ts turns the stored form back into today's shape.
 */
export type FieldSpec =
  /** `optional`: may be left out; `required`: must be filled in. */
  | { kind: "text"; label: string; optional: boolean; required: boolean; multiline: boolean }
  | { kind: "number"; label: string; optional: boolean; integer: boolean; min?: number; max?: number }
  | { kind: "checkbox"; label: string }
  | { kind: "select"; label: string; options: (string | number)[] }
  /** Ordered as the schema orders its properties (and the editor saves them). */
  | { kind: "object"; label: string; fields: Record<string, FieldSpec> }
  | { kind: "array"; label: string; item: FieldSpec }
  /** An object that may be left out: stored as `{ discriminant: true, value }` or `false`. */
  | { kind: "optional"; label: string; absent: "null" | "missing"; value: FieldSpec }
  /** One of several kinds: stored as `{ discriminant: name, value }`. */
  | { kind: "union"; label: string; options: { name: string; field: FieldSpec }[] }
  /** A map: stored as a list of `{ key, value }`, in the map's order. */
  | { kind: "record"; label: string; keyPattern?: string; value: FieldSpec };

/** The parts of JSON Schema the content schemas use. */
export type JsonSchema = {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: (string | number)[];
  const?: string | number;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
};

/** Long prose gets a text area; names, labels and links a single line. */
const PROSE = /(copy|description|body|paragraph|summary|intro|answer|text|note|blurb|quote)s?$/i;

/** Words written the way the site writes them, whatever the field's name does. */
const HOUSE_WORDS: Record<string, string> = {
  nbn: "nbn",
  voip: "VoIP",
  ip: "IP",
  aws: "AWS",
  sms: "SMS",
  url: "URL",
  seo: "SEO",
  abn: "ABN",
  id: "ID",
  smb: "SMB",
  did: "DID",
};

/** "planDownloadSpeed" -> "Plan download speed"; "voipOverview" -> "VoIP overview". */
export function labelFor(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => HOUSE_WORDS[word] ?? word);
  const first = words[0] ?? "";
  words[0] = HOUSE_WORDS[first] ? first : first.charAt(0).toUpperCase() + first.slice(1);
  return words.join(" ");
}

/** The editor's field for one content file's schema (its root is always an object). */
export function fieldSpecFor(schema: JsonSchema, label: string): FieldSpec {
  return toField(schema, label, { optional: false, name: label });
}

type Context = { optional: boolean; name: string };

function toField(schema: JsonSchema, label: string, context: Context): FieldSpec {
  const shown = schema.title ?? label;
  if (schema.anyOf) return fromAnyOf(schema.anyOf, shown, context);
  if (schema.enum) return { kind: "select", label: shown, options: schema.enum };
  if (schema.const !== undefined) return { kind: "select", label: shown, options: [schema.const] };
  switch (schema.type) {
    case "string":
      return {
        kind: "text",
        label: shown,
        optional: context.optional,
        required: !context.optional && ((schema.minLength ?? 0) > 0 || schema.pattern !== undefined),
        multiline: PROSE.test(context.name) || (schema.maxLength ?? 0) > 200,
      };
    case "number":
    case "integer":
      return {
        kind: "number",
        label: shown,
        optional: context.optional,
        integer: schema.type === "integer",
        ...bounds(schema),
      };
    case "boolean":
      return { kind: "checkbox", label: shown };
    case "array":
      if (!schema.items) throw new Error(`${label}: a list without an item schema`);
      return { kind: "array", label: shown, item: toField(schema.items, "Item", itemContext) };
    case "object":
      return fromObject(schema, shown);
    default:
      throw new Error(`${label}: the editor has no field for ${JSON.stringify(schema)}`);
  }
}

const itemContext: Context = { optional: false, name: "item" };

function bounds(schema: JsonSchema): { min?: number; max?: number } {
  const min = schema.minimum ?? schema.exclusiveMinimum;
  return {
    ...(min !== undefined ? { min } : {}),
    ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
  };
}

function fromObject(schema: JsonSchema, label: string): FieldSpec {
  if (!schema.properties && typeof schema.additionalProperties === "object") {
    return {
      kind: "record",
      label,
      ...(schema.propertyNames?.pattern ? { keyPattern: schema.propertyNames.pattern } : {}),
      value: toField(schema.additionalProperties, "Value", itemContext),
    };
  }
  const required = new Set(schema.required ?? []);
  const fields: Record<string, FieldSpec> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const optional = !required.has(name);
    const field = toField(property, labelFor(name), { optional, name });
    // An object left out must be chosen in the editor; a list left out is an empty list, and
    // a plain field left empty is left out.
    fields[name] =
      optional && (field.kind === "object" || field.kind === "union")
        ? { kind: "optional", label: field.label, absent: "missing", value: field }
        : field;
  }
  return { kind: "object", label, fields };
}

function fromAnyOf(members: JsonSchema[], label: string, context: Context): FieldSpec {
  const present = members.filter((member) => member.type !== "null");
  if (present.length < members.length) {
    if (present.length !== 1) throw new Error(`${label}: a nullable union is not supported`);
    return {
      kind: "optional",
      label,
      absent: "null",
      value: toField(present[0]!, label, { ...context, optional: false }),
    };
  }
  if (present.every((member) => member.const !== undefined)) {
    return { kind: "select", label, options: present.map((member) => member.const!) };
  }
  return {
    kind: "union",
    label,
    options: present.map((member, index) => ({
      name: optionName(member, index),
      field: toField(member, member.title ?? labelFor(optionName(member, index)), context),
    })),
  };
}

/** A choice's stored name: its schema's title (`.meta({ title })`), else its type. */
function optionName(member: JsonSchema, index: number): string {
  if (member.title) return member.title.toLowerCase().replace(/\s+/g, "-");
  return typeof member.type === "string" && member.type !== "object"
    ? member.type
    : `option-${index + 1}`;
}
