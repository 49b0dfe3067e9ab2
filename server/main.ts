/**
 * A node's entry (`node build/host/main.js`): stack traces mapped to the site's own sources, then
 * the node itself (./serve.ts). Node's `--enable-source-maps` would also read and, on the first
 * stack it formats, parse the maps of every package in node_modules that ships one: about 40 MB
 * of a node's memory, for frames that are readable without them (ADR 0075). Maps are cached as a
 * module compiles, so they are switched on here, before the node's modules are loaded.
 */
import { setSourceMapsSupport } from "node:module";

setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
// Beside this file: serve.js in the build, serve.ts from source (npm run dev).
await import(
  new URL(import.meta.url.endsWith(".ts") ? "./serve.ts" : "./serve.js", import.meta.url).href
);
