// Docs name real paths: every repository path the docs put in backticks must exist. Files move
// and docs lag behind; a doc that points at a file that is gone sends the next reader (and the
// next change) the wrong way. Runs in `npm test` after the layers check; no dependencies.
//
// Read: README.md, docs/architecture.md, docs/operations.md, docs/performance.md,
// docs/product.md, docs/deploy.md and docs/decisions/*.md but the superseded records. Checked: each inline code span (fenced blocks are commands, not names)
// that is one token (no spaces, not a URL, not starting with "/" like a route or an API path),
// contains a "/" or ends in a source or document extension, and is a repository path: its first
// segment is an entry of the repository's root (other than .git and what .gitignore names, such
// as node_modules, build and data), or it is the name of a file at the root. `./` is dropped, and
// so are a trailing `:line` or `#anchor`. A token with a glob character (* ? { [) only needs
// the folder before it to exist.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// Generated or local folders (build output, the demo's database) are not the repository's.
const IGNORED = new Set([
  ".git",
  ...readFileSync(join(root, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim().replace(/^\/|\/$/g, ""))
    .filter((line) => line !== "" && !line.startsWith("#") && !/[*/]/.test(line)),
]);
const GLOB = /[*?{[]/;
const EXTENSION = /\.(ts|tsx|mjs|cjs|js|md|json|css|sql|ya?ml|html|svg|txt)$/;

// A superseded record is history: it names the files as they were when it was decided.
const isSuperseded = (path) => /^Status: superseded/m.test(readFileSync(join(root, path), "utf8"));

const docs = [
  "README.md",
  "docs/architecture.md",
  "docs/operations.md",
  "docs/performance.md",
  "docs/product.md",
  "docs/deploy.md",
  ...readdirSync(join(root, "docs/decisions"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `docs/decisions/${name}`)
    .filter((path) => !isSuperseded(path)),
].filter((path) => existsSync(join(root, path)));

const topLevel = new Set(readdirSync(root).filter((name) => !IGNORED.has(name)));

/** The repository path a code span names, or null when it names something else. */
function repoPath(span) {
  if (/\s/.test(span) || /^[a-z][a-z0-9+.-]*:\/\//i.test(span) || span.startsWith("/")) {
    return null;
  }
  const path = span
    .replace(/^\.\//, "")
    .replace(/#.*$/, "")
    .replace(/:\d+(-\d+)?$/, "");
  if (!path.includes("/") && !EXTENSION.test(path)) return null;
  const first = path.split("/")[0];
  return first && topLevel.has(first) ? path : null;
}

/** Whether the path exists; for a glob, whether the folder before its first glob character does. */
function exists(path) {
  const glob = path.search(GLOB);
  if (glob === -1) return existsSync(join(root, path));
  const folder = path.slice(0, glob).replace(/[^/]*$/, "");
  return existsSync(join(root, folder || "."));
}

const missing = [];
let checked = 0;
for (const doc of docs) {
  const file = join(root, doc);
  if (!existsSync(file)) {
    missing.push(`${doc}: (the document itself is missing)`);
    continue;
  }
  const text = readFileSync(file, "utf8").replace(/^```[\s\S]*?^```/gm, "");
  const seen = new Set();
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    const path = repoPath(span.trim());
    if (path === null || seen.has(path)) continue;
    seen.add(path);
    checked += 1;
    if (!exists(path)) missing.push(`${relative(root, file)}: ${path}`);
  }
}

if (missing.length > 0) {
  console.error(`Docs name ${missing.length} path(s) that do not exist:`);
  for (const line of missing) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`docs name real paths: ${checked} paths checked in ${docs.length} documents`);
