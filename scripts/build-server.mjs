// The server built ahead of time, as the pages are (issue: a node ready in a second): one ES
// module, build/host/main.js, and the PDF renderer's worker beside it, with the site's own code
// (server/, domain/, platform/ and the stand-ins of the demo) compiled and bundled. A node then
// starts without a TypeScript loader. The stand-in's data files travel beside it.
import { build } from "esbuild";
import { cpSync } from "node:fs";

// Packages published as ES modules only, bundled in: Node resolves, reads and links each
// file of such a package on its own, and these hold over 450 (kysely 262, zod 104), which
// took about a third of a node's start (ADR 0058). CommonJS packages stay in node_modules
// (their require() is cheap, and some read files beside them), as do the react-router
// family, React and every native module, whose one copy the pages' build shares.
const BUNDLED = new Set(["zod", "kysely", "jose", "ky", "nuqs", "smtp-server", "p-limit"]);

/** The package a bare import names: `zod/mini` is zod, `@scope/name/x` is @scope/name. */
function packageOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const bundleOnlyListed = {
  name: "bundle-only-listed-packages",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      BUNDLED.has(packageOf(path)) ? undefined : { external: true },
    );
  },
};

await build({
  // The PDF worker is a module of its own: a worker thread loads it by file name. The operators'
  // commands and the stand-ins on their own (the compose file's service) run from the image too,
  // with no TypeScript loader: node build/host/migrate.js, leads.js, quotes.js, simulators.js.
  entryPoints: {
    main: "server/main.ts",
    serve: "server/serve.ts",
    "pdf-worker": "server/documents/pdf-worker.tsx",
    migrate: "server/db/migrate-cli.ts",
    leads: "server/cli/leads.ts",
    quotes: "server/cli/quotes.ts",
    simulators: "simulators/main.ts",
  },
  outdir: "build/host",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node26",
  plugins: [bundleOnlyListed],
  // Stack traces need the map's positions, not the sources: a third of the file Node reads
  // at start (server/main.ts switches source maps on).
  sourcemap: "linked",
  sourcesContent: false,
  logLevel: "warning",
});
for (const file of ["addresses.json", "service-qualification.json"]) {
  cpSync(`simulators/address-api/data/${file}`, `build/host/data/${file}`);
}
