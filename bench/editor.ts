// `npm run bench:editor`: how long from the content editor's save to the changed text on the
// public page (issue: marketing edits the site; target under 1 s, ADR 0046). A demo node over a
// copy of the content; each round saves a new heading for /small-business/nbn the way the editor
// does (POST /api/keystatic/update), then asks for the page, which the fast path had cached.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median, startBenchServer } from "./support";

const ROUNDS = Number(process.env.EDITOR_ROUNDS ?? 20);
const FILE = "pages/small-business-nbn.json";

const folder = mkdtempSync(join(tmpdir(), "tidewire-editor-bench-"));
cpSync("content", folder, { recursive: true });
const server = await startBenchServer({ env: { CONTENT_DIR: folder } });

try {
  const page = `${server.baseUrl}/small-business/nbn`;
  const saves: number[] = [];
  const visible: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    // The page is in the page store, as it is for visitors between saves.
    await (await fetch(page)).text();
    const cached = await fetch(page);
    await cached.text();
    if (cached.headers.get("x-page-cache") !== "hit") throw new Error("the page was not cached");

    const content = JSON.parse(readFileSync(join(folder, FILE), "utf8"));
    content.title = `Business nbn plans, edition ${round}`;
    const body = JSON.stringify({
      additions: [
        { path: FILE, contents: Buffer.from(JSON.stringify(content)).toString("base64url") },
      ],
      deletions: [],
    });
    const started = performance.now();
    const saved = await fetch(`${server.baseUrl}/api/keystatic/update`, {
      method: "POST",
      headers: { "content-type": "application/json", "no-cors": "1" },
      body,
    });
    await saved.arrayBuffer();
    if (saved.status !== 200) throw new Error(`save answered ${saved.status}`);
    saves.push(performance.now() - started);
    const html = await (await fetch(page)).text();
    if (!html.includes(content.title))
      throw new Error(`round ${round}: the page shows the old heading`);
    visible.push(performance.now() - started);
  }
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(`Content editor, ${ROUNDS} saves of /small-business/nbn's heading:`);
  console.log(
    `  save answered (checked, written, put live): median ${ms(median(saves))}, worst ${ms(Math.max(...saves))}`,
  );
  console.log(
    `  save to the new heading on the page:         median ${ms(median(visible))}, worst ${ms(Math.max(...visible))} (target under 1000 ms)`,
  );
} finally {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
}
