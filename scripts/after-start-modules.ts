import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin, Rollup } from "vite";

/**
 * For each browser chunk that makes parts after the start (ADR 0054, 0055), the modules those
 * parts load: the part's own chunk and every chunk it imports, by URL, as Vite's preload helper
 * would ask for them.
 */
type AfterStartModules = Record<string, string[]>;

const AFTER_START_MODULES = "virtual:after-start-modules";
const RESOLVED = `\0${AFTER_START_MODULES}`;
/** Where the browser's build leaves the list for the server's build, beside Vite's manifest. */
const LIST_FILE = ".vite/after-start-modules.json";

const CALL = /\bpartAfterStart\(/g;
const CALL_WITH_IMPORT = /\bpartAfterStart\(\s*\(\)\s*=>\s*import\(\s*(["'])([^"'`]+)\1\s*\)/g;

/**
 * What a module's source loads as parts after the start: the module each
 * `partAfterStart(() => import("…")…)` names. A call written another way is an error: the build
 * could not list its modules, and the browser would ask for them all in one task.
 */
export function partsImported(code: string): string[] {
  const imported = [...code.matchAll(CALL_WITH_IMPORT)].map((match) => match[2]!);
  if (imported.length !== [...code.matchAll(CALL)].length) {
    throw new Error('partAfterStart must be called as partAfterStart(() => import("…")…)');
  }
  return imported;
}

/**
 * A chunk's file and every chunk it imports, each after the chunks it imports: the order in
 * which the browser runs them, so each can be run alone, in a task of its own (ADR 0057).
 */
export function chunkAfterImports(file: string, bundle: Rollup.OutputBundle): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (name: string) => {
    const output = bundle[name];
    if (seen.has(name) || output?.type !== "chunk") return;
    seen.add(name);
    output.imports.forEach(visit);
    order.push(name);
  };
  visit(file);
  return order;
}

/**
 * The list of each chunk's after-start modules, made by the browser's build and given to the
 * server's as `virtual:after-start-modules` (ADR 0057): the server writes them on the page, the
 * page's start-up script asks for them in slices of time, as it does for its own modules, and
 * they run one to a task before a part's own import. Vite's preload helper, which asks for a
 * dynamic import's chunks all in one task, then finds them asked for already. The development
 * server has no chunks: the list is empty there.
 */
export function afterStartModules(): Plugin {
  let command: "build" | "serve" = "serve";
  let ssr = false;
  let base = "/";
  let outDir = "";
  /** Module id → the ids of the parts it makes. */
  const parts = new Map<string, string[]>();
  const listFile = () => join(outDir, "..", "client", LIST_FILE);

  return {
    name: "after-start-modules",
    enforce: "pre",
    configResolved(config) {
      command = config.command;
      ssr = Boolean(config.build.ssr);
      base = config.base;
      outDir = config.build.outDir;
    },
    resolveId: (id) => (id === AFTER_START_MODULES ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      if (command === "serve") return "export default {};";
      if (!ssr) this.error(`${AFTER_START_MODULES} is for the server's build`);
      if (!existsSync(listFile())) this.error(`No ${listFile()}: build the browser's files first`);
      return `export default ${readFileSync(listFile(), "utf8")};`;
    },
    async transform(code, id) {
      if (command !== "build" || ssr || id.includes("/node_modules/") || !/\.[jt]sx?$/.test(id))
        return null;
      if (!code.includes("partAfterStart(")) return null;
      const resolved: string[] = [];
      for (const source of partsImported(code)) {
        const target = await this.resolve(source, id);
        if (!target) this.error(`${id}: cannot resolve the part ${source}`);
        resolved.push(target.id);
      }
      parts.set(id, resolved);
      return null;
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const chunkOf = (moduleId: string) =>
        chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
      const byHost = new Map<string, Set<string>>();
      for (const [maker, targets] of parts) {
        // A module the bundle left out makes no part.
        const host = chunkOf(maker);
        if (!host) continue;
        const files = byHost.get(host.fileName) ?? new Set<string>();
        byHost.set(host.fileName, files);
        for (const target of targets) {
          const chunk = chunkOf(target);
          if (!chunk) this.error(`The part ${target} is in no chunk`);
          for (const file of chunkAfterImports(chunk.fileName, bundle))
            if (file !== host.fileName) files.add(file);
        }
      }
      const url = (file: string) => `${base}${file}`;
      const list: AfterStartModules = Object.fromEntries(
        [...byHost].map(([host, files]) => [url(host), [...files].map(url)]),
      );
      this.emitFile({ type: "asset", fileName: LIST_FILE, source: JSON.stringify(list) });
    },
    closeBundle() {
      // Read into the server's build: nothing of it stays among the browser's files.
      if (command !== "build" || !ssr) return;
      rmSync(listFile(), { force: true });
      const folder = dirname(listFile());
      if (existsSync(folder) && readdirSync(folder).length === 0)
        rmSync(folder, { recursive: true });
    },
  };
}
