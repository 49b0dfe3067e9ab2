import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (Chrome 136 and later, ADR 0056): a file that begins with it has
 * every function compiled as the file is compiled, on a background thread while it streams in,
 * instead of each one on the main thread the first time it is called. Other engines read it as
 * a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Packages whose chunk is not hinted: error reporting (`app/lib/monitoring.ts`) is half a
 * megabyte of which a page runs a little, once, and only where a DSN is set; compiling all of
 * it would cost a phone memory and a background thread's time for nothing.
 */
const RUN_IN_PART = ["/node_modules/@sentry/", "/node_modules/@sentry-internal/"];

/** Whether a chunk made of these modules is hinted: any that holds none of RUN_IN_PART. */
export const hintsChunk = (moduleIds: readonly string[]): boolean =>
  !moduleIds.some((id) => RUN_IN_PART.some((path) => id.includes(path)));

/** `code` with the hint as its first line; a source map of it has one line more to skip. */
export function withCompileHint(code: string): string {
  if (code.startsWith(COMPILE_HINT)) return code;
  return `${COMPILE_HINT}${code}`;
}

/**
 * For the browser's production build only: each chunk but error reporting's begins with the
 * compile hint. Added once the chunk is written out, after the minifier (which
 * drops comments) and after its name was hashed: the hint is the same for every build, so the
 * name still changes exactly when the code does.
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    enforce: "post",
    generateBundle: {
      // After Vite's own rewriting of each chunk's dynamic imports, which writes its code anew.
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk" || !hintsChunk(output.moduleIds)) continue;
          output.code = withCompileHint(output.code);
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === "asset" && typeof map.source === "string") {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
