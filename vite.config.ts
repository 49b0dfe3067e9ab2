import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { hydratedRouterAhead, ROUTER_DOM_EXPORT } from "./scripts/hydrated-router-ahead.ts";
import { reactDomAsModule } from "./scripts/react-dom-as-module.ts";

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), reactDomAsModule(), hydratedRouterAhead()],
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
        // The shell's shared components and helpers as one chunk instead of a dozen tiny ones:
        // on a slow mobile link each extra module costs a request before the page is
        // interactive. It is an allowlist: what pulls in a library (carousels: Embla; search
        // boxes: downshift; the API client: ky; forms: zod/mini) stays out, so only the pages
        // that use it download it (ADR 0008).
        codeSplitting: {
          groups: [
            {
              name: "site",
              test: /\/app\/components\/(layout|blocks|ui)\/(?!.*([Cc]arousel|Combobox))|\/app\/lib\/(?!(api|use-debounced-search)\.)|\/domain\/(site|nav|agent|format|content)\//,
              priority: 10,
            },
          ],
        },
      },
    },
  },
}));
