import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describeIssues } from "../../domain/content/describe-issues";
import { PARSE_ONCE } from "../../platform/parse-once";
import { CONTENT_FILES, type ContentBundle, type ContentKey } from "../../domain/content/registry";

export class ContentError extends Error {}

function readJson(path: string, label: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    throw new ContentError(`${label}: file is missing or unreadable`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(`${label}: not valid JSON (${(error as Error).message})`);
  }
}

/** Reads and validates every registered content file; throws naming the file and the field. */
export function loadContent(directory: string): ContentBundle {
  const bundle: Partial<Record<ContentKey, unknown>> = {};
  for (const [key, { file, schema }] of Object.entries(CONTENT_FILES)) {
    const path = join(directory, file);
    const label = relative(process.cwd(), path) || path;
    const parsed = schema.safeParse(readJson(path, label), PARSE_ONCE);
    if (!parsed.success) {
      throw new ContentError(`${label}: ${describeIssues(parsed.error).join("; ")}`);
    }
    bundle[key as ContentKey] = parsed.data;
  }
  return bundle as ContentBundle;
}
