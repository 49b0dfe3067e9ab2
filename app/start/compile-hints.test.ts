import { describe, expect, it } from "vitest";
import { build, type Rollup } from "vite";
import { COMPILE_HINT, compileHints, hintsChunk } from "./compile-hints";

describe("V8's compile hint on the browser's chunks", () => {
  it("leaves out the chunk of error reporting, of which a page runs little", () => {
    expect(hintsChunk(["/repo/app/root.tsx", "/repo/node_modules/react-dom/client.js"])).toBe(true);
    expect(hintsChunk(["/repo/node_modules/@sentry/react/build/esm/index.js"])).toBe(false);
    expect(hintsChunk(["/repo/node_modules/@sentry-internal/browser-utils/index.js"])).toBe(false);
  });

  it("begins each chunk of a minified build with the hint but error reporting's", async () => {
    const files: Record<string, string> = {
      "/repo/app/entry.js":
        'globalThis.start=()=>Promise.all([import("./later.js"),import("@sentry/react")]);',
      "/repo/app/later.js": "export function later(){return 42}",
    };
    const virtual = {
      name: "virtual-files",
      resolveId: (id: string) =>
        id in files ? id : id.startsWith("./") ? `/repo/app/${id.slice(2)}` : null,
      load: (id: string) => files[id] ?? null,
    };
    const output = (await build({
      configFile: false,
      logLevel: "silent",
      plugins: [virtual, compileHints()],
      build: {
        write: false,
        minify: true,
        rolldownOptions: { input: "/repo/app/entry.js" },
      },
    })) as Rollup.RollupOutput;

    const chunks = output.output.filter((file) => file.type === "chunk");
    const errorReporting = (chunk: Rollup.OutputChunk) =>
      chunk.moduleIds.some((id) => id.includes("/node_modules/@sentry/"));
    expect(chunks.length).toBe(3);
    for (const chunk of chunks.filter((chunk) => !errorReporting(chunk))) {
      expect(chunk.code.startsWith(COMPILE_HINT)).toBe(true);
      expect(chunk.code.indexOf(COMPILE_HINT, 1)).toBe(-1);
    }
    const [sentry, ...more] = chunks.filter(errorReporting);
    expect(more).toEqual([]);
    expect(sentry?.code.startsWith(COMPILE_HINT)).toBe(false);
  });
});
