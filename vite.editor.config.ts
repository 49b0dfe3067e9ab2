import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The content editor's page (ADR 0046), built apart from the site's pages: its own HTML and
 * bundle under build/editor, served at /keystatic on an editing node only, so no public page
 * loads any of it.
 */
export default defineConfig({
  root: fileURLToPath(new URL("./app/editor", import.meta.url)),
  base: "/keystatic/",
  resolve: {
    alias: { "@domain": fileURLToPath(new URL("./domain", import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL("./build/editor", import.meta.url)),
    emptyOutDir: true,
    assetsDir: "assets",
    // One editor for a handful of staff on a desktop: a large bundle is expected.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // The editor's libraries mark their modules "use client" for React Server Components,
      // which a browser-only bundle has no use for.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  logLevel: "warn",
});
