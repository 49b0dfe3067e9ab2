// `npm run content:check [key ...]`: validates content files against their schemas, as the
// server does at start, and lists every problem (not only the first). With keys, only those.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describeIssues } from "../domain/content/describe-issues";
import { CONTENT_FILES, type ContentKey } from "../domain/content/registry";
import { imageNamesIn } from "../domain/content/image-names";

const directory = process.env.CONTENT_DIR ?? "content";
const requested = process.argv.slice(2) as ContentKey[];
const keys = requested.length > 0 ? requested : (Object.keys(CONTENT_FILES) as ContentKey[]);

let problems = 0;
for (const key of keys) {
  const entry = CONTENT_FILES[key];
  if (!entry) {
    console.error(`${key}: no such content key`);
    problems += 1;
    continue;
  }
  const path = join(directory, entry.file);
  if (!existsSync(path)) {
    console.error(`${path}: file is missing`);
    problems += 1;
    continue;
  }
  const parsed = entry.schema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) {
    for (const issue of describeIssues(parsed.error)) console.error(`${path}: ${issue}`);
    problems += 1;
    continue;
  }
  const missingImages = imageNamesIn(parsed.data).filter(
    (name) => !existsSync(join("public/images", `${name}.svg`)),
  );
  for (const name of missingImages)
    console.error(`${path}: image ${name} has no public/images/${name}.svg`);
  problems += missingImages.length;
  if (missingImages.length === 0) console.log(`${path}: ok`);
}
process.exit(problems > 0 ? 1 : 0);
