// `npm run content:editor`: writes the content editor's fields, generated from the content
// schemas, to domain/content/editor/fields.generated.ts (ADR 0046). Run it after changing a
// content schema and commit the result; a unit test fails while the two differ.
// `npm run content:editor -- --files` also rewrites every content file in the editor's shape
// (as the editor would save it), for a schema change that adds a choice or a map.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { editorFields } from "../domain/content/editor/editor-fields";
import { fromEditorShape, toEditorShape } from "../domain/content/editor/editor-shape";
import { CONTENT_SCHEMAS, type ContentKey } from "../domain/content/registry";
import { storedJson } from "../domain/content/editor/stored-json";

const GENERATED = "domain/content/editor/fields.generated.ts";
const fields = editorFields();
writeFileSync(
  GENERATED,
  [
    "// Generated from the content schemas by `npm run content:editor` (ADR 0046): do not edit.",
    'import type { FieldSpec } from "./field-spec";',
    "",
    `export const GENERATED_FIELDS: Record<string, FieldSpec> = ${JSON.stringify(fields, null, 2)};`,
    "",
  ].join("\n"),
);
console.log(`${GENERATED}: ${Object.keys(fields).length} files`);

if (process.argv.includes("--files")) {
  const directory = process.env.CONTENT_DIR ?? "content";
  for (const [key, { file }] of Object.entries(CONTENT_SCHEMAS)) {
    const path = join(directory, file);
    const spec = fields[key as ContentKey];
    const stored = JSON.parse(readFileSync(path, "utf8"));
    writeFileSync(path, storedJson(toEditorShape(spec, fromEditorShape(spec, stored))));
    console.log(`${path}: written in the editor's shape`);
  }
}
