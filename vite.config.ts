import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { afterStartModules } from "./scripts/after-start-modules.ts";
import { compileHints } from "./scripts/compile-hints.ts";
import { hydratedRouterAhead, ROUTER_DOM_EXPORT } from "./scripts/hydrated-router-ahead.ts";
import { reactDomAsModule } from "./scripts/react-dom-as-module.ts";

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    reactDomAsModule(),
    hydratedRouterAhead(),
    compileHints(),
    afterStartModules(),
  ],
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${fileURLToPath(new URL("./app", import.meta.url))}/` },
      {
        find: /^@domain\//,
        replacement: `${fileURLToPath(new URL("./domain", import.meta.url))}/`,
      },
      // React Router's package names only its build with development warnings; the browser's
      // build takes the one without (ADR 0047). The server keeps the package's own, which
      // @react-router/express loads too: one copy of the router there.
      ...(command === "build" && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: routerBuild("index.mjs") },
            // The file hydratedRouterAhead rewrites (ADR 0051).
            { find: /^react-router\/dom$/, replacement: ROUTER_DOM_EXPORT },
          ]
        : []),
    ],
  },
  build: {
    // Hashed file names let /assets be cached for a year (see server/app.ts).
    assetsDir: "assets",
    rolldownOptions: {
      output: {
        // Two shared chunks instead of a dozen tiny ones: on a slow mobile link each extra
        // module costs a request (ADR 0008). `site` is the frame every page hydrates at start
        // (layout, the contact panel's host, browser helpers); `blocks` holds the content
        // blocks and what they use, which come with the page's own code after the start (ADR
        // 0055). Both are allowlists: what pulls in a library (carousels: Embla; search boxes:
        // downshift; the API client: ky; forms: zod/mini) stays out, so only the pages that
        // use it download it, and nothing the frame imports may be in `blocks`, or it would
        // come at start.
        codeSplitting: {
          groups: [
            {
              name: "site",
              test: /\/app\/features\/contact-panel\/contact-panel-context\.|\/app\/components\/layout\/(?!MobileMenu\.)|\/app\/components\/ui\/(HydratesApart|PartAfterStart|ButtonLink)\.|\/app\/lib\/(?!(api|use-debounced-search|use-media-query|use-optimistic-choice|use-adopt-typed-value|focus)\.)|\/domain\/(site|nav|agent)\//,
              priority: 10,
            },
            {
              name: "blocks",
              test: /\/app\/components\/blocks\/(?!.*[Cc]arousel)|\/app\/components\/ui\/(Section|Picture|TickList)\.|\/app\/lib\/use-media-query\.|\/domain\/format\//,
              priority: 10,
            },
          ],
        },
      },
    },
  },
}));
