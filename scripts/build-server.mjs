// The server built ahead of time, as the pages are (issue: a node ready in a second): one ES
// module, build/host/main.js, and the PDF renderer's worker beside it, with the site's own code
// (server/, domain/, platform/ and the stand-ins of the demo) compiled and bundled, and every
// package left to node_modules. A node then starts without a TypeScript loader. The stand-in's
// data files travel beside it.
import { build } from "esbuild";
import { cpSync } from "node:fs";

await build({
  // The PDF worker is a module of its own: a worker thread loads it by file name.
  entryPoints: { main: "server/main.ts", "pdf-worker": "server/documents/pdf-worker.tsx" },
  outdir: "build/host",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
for (const file of ["addresses.json", "service-qualification.json"]) {
  cpSync(`simulators/address-api/data/${file}`, `build/host/data/${file}`);
}
