import { z } from "zod";
import { CONTENT_SCHEMAS, type ContentKey } from "../content-schemas";
import { fieldSpecFor, labelFor, type FieldSpec, type JsonSchema } from "./field-spec";

/**
 * The editor's fields of every content file, from the content schemas as they stand: what
 * `npm run content:editor` writes to fields.generated.ts.
 */
export function editorFields(): Record<ContentKey, FieldSpec> {
  return Object.fromEntries(
    Object.entries(CONTENT_SCHEMAS).map(([key, { schema }]) => [
      key,
      fieldSpecFor(z.toJSONSchema(schema, { io: "input" }) as JsonSchema, labelFor(key)),
    ]),
  ) as Record<ContentKey, FieldSpec>;
}
