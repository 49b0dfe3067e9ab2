import { z } from "zod";
import { CONTENT_SCHEMAS, type ContentKey } from "./content-schemas";
import { fromEditorShape } from "./editor/editor-shape";
import type { FieldSpec } from "./editor/field-spec";
import { GENERATED_FIELDS } from "./editor/fields.generated";

export { CONTENT_SCHEMAS, type ContentKey };

/**
 * The editor's fields for each file, generated from CONTENT_SCHEMAS by `npm run content:editor`
 * and committed (a test fails when they differ).
 */
export const EDITOR_FIELDS = GENERATED_FIELDS as Record<ContentKey, FieldSpec>;

type Schemas = typeof CONTENT_SCHEMAS;
type StoredSchema<K extends ContentKey> = z.ZodPipe<z.ZodTransform, Schemas[K]["schema"]>;

/**
 * Every content file and the schema it must satisfy as stored: the editor's shape, turned into
 * today's by a preprocess (ADR 0046), then the file's schema. The server refuses to start when
 * one is missing or invalid, the editor's saves pass the same gate, and the unit tests check the
 * same list.
 */
export const CONTENT_FILES = Object.fromEntries(
  Object.entries(CONTENT_SCHEMAS).map(([key, { file, schema }]) => [
    key,
    {
      file,
      schema: z.preprocess(
        (stored) => fromEditorShape(EDITOR_FIELDS[key as ContentKey], stored),
        schema,
      ),
    },
  ]),
) as { [K in ContentKey]: { file: Schemas[K]["file"]; schema: StoredSchema<K> } };

export type ContentOf<K extends ContentKey> = z.infer<Schemas[K]["schema"]>;
export type ContentBundle = { [K in ContentKey]: ContentOf<K> };
