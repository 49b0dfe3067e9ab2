import type { ComponentSchema, Config, fields as keystaticFields } from "@keystatic/core";
import { CONTENT_SCHEMAS, EDITOR_FIELDS, type ContentKey } from "../registry";
import { labelFor, type FieldSpec } from "./field-spec";

/** Where the editor keeps its saves (ADR 0046). */
export type EditorStorage =
  /** The demo: the files under the content directory, written by the site's own node. */
  | { kind: "local" }
  /** The editors' host: each edit a branch and a pull request into the repository's main. */
  | { kind: "github"; repo: `${string}/${string}`; pathPrefix: string };

type Keystatic = { fields: typeof keystaticFields };

/**
 * The content editor's configuration: one entry (a Keystatic singleton) per content file, its
 * fields built from the committed field spec, grouped as a marketing person looks for them. The
 * browser's editor and the server's editing API build it alike, each with its own copy of the
 * library (the server loads it only when editing is on).
 */
export function keystaticConfig({ fields }: Keystatic, storage: EditorStorage): Config {
  const build = (spec: FieldSpec): ComponentSchema => fieldFor(fields, spec);
  const singletons = Object.fromEntries(
    Object.entries(CONTENT_SCHEMAS).map(([key, { file }]) => {
      const spec = EDITOR_FIELDS[key as ContentKey];
      if (spec.kind !== "object") throw new Error(`${file}: a content file is an object`);
      return [
        key,
        {
          label: labelFor(key),
          path: file.replace(/\.json$/, ""),
          format: { data: "json" as const },
          schema: Object.fromEntries(
            Object.entries(spec.fields).map(([name, field]) => [name, build(field)]),
          ),
        },
      ];
    }),
  );
  return {
    storage,
    singletons,
    ui: {
      brand: { name: "Tidewire content" },
      navigation: navigation(Object.keys(CONTENT_SCHEMAS) as ContentKey[]),
    },
  } as Config;
}

/** Pages first, then plans and prices, then the reference data and the site's settings. */
function navigation(keys: ContentKey[]): Record<string, ContentKey[]> {
  const section = (key: ContentKey) => {
    const file = CONTENT_SCHEMAS[key].file;
    if (file.startsWith("plans/")) return "Plans and prices";
    if (file.startsWith("reference/")) return "Reference data";
    if (file.startsWith("pages/")) return "Pages";
    return "Site";
  };
  const sections: Record<string, ContentKey[]> = {
    Pages: [],
    "Plans and prices": [],
    "Reference data": [],
    Site: [],
  };
  for (const key of keys) sections[section(key)]!.push(key);
  return sections;
}

function fieldFor(fields: Keystatic["fields"], spec: FieldSpec): ComponentSchema {
  const build = (inner: FieldSpec) => fieldFor(fields, inner);
  switch (spec.kind) {
    case "text":
      return fields.text({
        label: spec.label,
        multiline: spec.multiline,
        validation: { isRequired: spec.required },
      });
    case "number":
      return (spec.integer ? fields.integer : fields.number)({
        label: spec.label,
        validation: { isRequired: !spec.optional, min: spec.min, max: spec.max },
      });
    case "checkbox":
      return fields.checkbox({ label: spec.label });
    case "select":
      return fields.select({
        label: spec.label,
        options: spec.options.map((option) => ({ label: String(option), value: String(option) })),
        defaultValue: String(spec.options[0]),
      });
    case "object":
      return fields.object(
        Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, build(field)])),
        { label: spec.label },
      );
    case "array":
      return fields.array(build(spec.item), {
        label: spec.label,
        itemLabel: (props) => itemLabel(props as unknown as Preview) ?? spec.item.label,
      });
    case "optional":
      return fields.conditional(fields.checkbox({ label: `Include ${spec.label.toLowerCase()}` }), {
        true: build(spec.value),
        false: fields.empty(),
      });
    case "union":
      return fields.conditional(
        fields.select({
          label: spec.label,
          options: spec.options.map(({ name, field }) => ({ label: field.label, value: name })),
          defaultValue: spec.options[0]!.name,
        }),
        Object.fromEntries(spec.options.map(({ name, field }) => [name, build(field)])),
      );
    case "record":
      return fields.array(
        fields.object({
          key: fields.text({ label: "Key", validation: { isRequired: true } }),
          value: build(spec.value),
        }),
        { label: spec.label, itemLabel: (props) => itemLabel(props as unknown as Preview) ?? "" },
      );
  }
}

/** What a list item's preview shows: a text item itself, or an object's naming field. */
type Preview = {
  value?: unknown;
  discriminant?: unknown;
  fields?: Record<string, Preview>;
};

/** Fields that name their object ("planTitle", "heading", "country"), in order of preference. */
const NAMING_FIELDS = [/^key$/, /title$/i, /heading$/i, /name$/i, /label$/i, /country|question/i];

function itemLabel(preview: Preview): string | undefined {
  if (typeof preview.value === "string" && preview.value) return preview.value;
  if (preview.discriminant !== undefined && preview.value && typeof preview.value === "object") {
    return itemLabel(preview.value as Preview);
  }
  const fields = Object.entries(preview.fields ?? {});
  for (const pattern of NAMING_FIELDS) {
    for (const [name, field] of fields) {
      if (pattern.test(name) && typeof field.value === "string" && field.value) return field.value;
    }
  }
  return undefined;
}
