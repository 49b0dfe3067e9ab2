import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/** Shared code that only some pages use (ADR 0008). */
const PAGE_SPECIFIC =
  /Carousel|Combobox|use-debounced-search|\/app\/lib\/api\.ts|\/domain\/(address|nbn|order|plans|qualification)\//;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
    },
  },
  build: {
    // Hashed file names let /assets be cached for a year (see server/app.ts).
    assetsDir: "assets",
    rolldownOptions: {
      output: {
        // The shared components and helpers as one chunk instead of a dozen tiny ones: on a
        // slow mobile link each extra module costs a request before the page is interactive.
        // Carousels, the search box and the journeys' rules and API client stay out of it, so
        // only the pages that use them download Embla, downshift, ky and the journey code.
        codeSplitting: {
          groups: [
            {
              name: "site",
              test: (id: string) =>
                /\/app\/(components|lib)\/|\/domain\//.test(id) && !PAGE_SPECIFIC.test(id),
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
