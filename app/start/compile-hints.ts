import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (ADR 0070): a file that begins with it has every function compiled
 * as the file is, on a background thread while it streams in, not each one on the main thread
 * the first time React calls it as the page hydrates. Other engines read it as a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Error reporting: half a megabyte of which a page runs a little, once, where a DSN is set. */
const RUN_LITTLE = ["/node_modules/@sentry/", "/node_modules/@sentry-internal/"];

/** Whether a chunk made of these modules is hinted: any that holds none of RUN_LITTLE. */
export const hintsChunk = (moduleIds: readonly string[]): boolean =>
  !moduleIds.some((id) => RUN_LITTLE.some((path) => id.includes(path)));

/**
 * For the browser's production build: each chunk but error reporting's begins with the hint,
 * added once the chunk is written out (after the minifier, which drops comments, and after its
 * name was hashed: the hint is the same for every build). The build writes no source maps.
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk" && hintsChunk(output.moduleIds)) {
            output.code = `${COMPILE_HINT}${output.code}`;
          }
        }
      },
    },
  };
}
