import { z } from "zod";
import type { FieldErrors } from "../../validation/field-errors";
import { CONTENT_FILES, EDITOR_FIELDS, type ContentKey } from "../registry";
import type { FieldSpec } from "./field-spec";

/** What the editor posts to save (Keystatic's local update): whole files, base64url. */
export const editorSaveSchema = z.strictObject({
  additions: z
    .array(
      z.strictObject({
        path: z.string().max(200),
        // The largest content file is under 100 KB; a save is one file.
        contents: z.string().max(2_000_000),
      }),
    )
    .max(40),
  deletions: z.array(z.strictObject({ path: z.string().max(200) })).max(40),
});

export type EditorSave = z.infer<typeof editorSaveSchema>;

export type SaveCheck =
  | { ok: true; files: { key: ContentKey; path: string }[] }
  | { ok: false; message: string; errors: FieldErrors };

const KEY_BY_PATH = new Map<string, ContentKey>(
  Object.entries(CONTENT_FILES).map(([key, { file }]) => [file, key as ContentKey]),
);

/**
 * zod is the only gate (ADR 0046): every file a save writes must be a content file and pass
 * that file's schema, as the server reads it at start; nothing is written otherwise. Errors are
 * keyed "file: field.path" and say which field in the editor's own words.
 */
export function checkEditorSave(save: EditorSave): SaveCheck {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const files: { key: ContentKey; path: string }[] = [];
  for (const { path } of save.deletions) {
    add(path, `${path}: a content file cannot be deleted; every page needs its content.`);
  }
  for (const { path, contents } of save.additions) {
    const key = KEY_BY_PATH.get(path);
    if (!key) {
      add(path, `${path}: not a content file the site reads.`);
      continue;
    }
    const data = decodeJson(contents);
    if (!data.ok) {
      add(path, `${path}: ${data.problem}`);
      continue;
    }
    const parsed = CONTENT_FILES[key].schema.safeParse(data.value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.map(String).join(".");
        add(
          `${path}: ${field || "(file)"}`,
          `${fieldWords(EDITOR_FIELDS[key], issue.path)}: ${issue.message}`,
        );
      }
      continue;
    }
    files.push({ key, path });
  }
  const first = Object.values(errors)[0]?.[0];
  return first ? { ok: false, message: `Not saved. ${first}`, errors } : { ok: true, files };
}

/** A field's place as the editor shows it: "No contract › 3 › Special › Plan price". */
export function fieldWords(root: FieldSpec, path: readonly PropertyKey[]): string {
  const words: string[] = [root.label];
  let spec: FieldSpec | undefined = root;
  for (const step of path) {
    while (spec?.kind === "optional") spec = spec.value;
    if (spec?.kind === "union") {
      spec = spec.options.find(({ field }) => field.kind === "object")?.field;
    }
    if (!spec) {
      words.push(String(step));
      continue;
    }
    if (spec.kind === "object") {
      spec = spec.fields[String(step)];
      words.push(spec?.label ?? String(step));
    } else if (spec.kind === "array") {
      words.push(String(Number(step) + 1));
      spec = spec.item;
    } else if (spec.kind === "record") {
      words.push(String(step));
      spec = spec.value;
    } else {
      words.push(String(step));
      spec = undefined;
    }
  }
  return words.join(" › ");
}

function decodeJson(base64url: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  let text: string;
  try {
    const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: "the file's contents are not base64url-encoded UTF-8 text." };
  }
  let forbidden: string | null = null;
  let value: unknown;
  try {
    // A key that names an object's prototype, anywhere: no content field has one, and copied
    // into an object it would change what every object inherits (ADR 0072).
    value = JSON.parse(text, (key, inner: unknown) => {
      if (PROTOTYPE_KEYS.has(key)) forbidden ??= key;
      return inner;
    });
  } catch {
    return { ok: false, problem: "the file is not valid JSON." };
  }
  if (forbidden) return { ok: false, problem: `the file holds a key named "${forbidden}".` };
  return { ok: true, value };
}

const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);
