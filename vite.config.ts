import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

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
        // Carousels stay out of it so only the pages that have one download Embla.
        codeSplitting: {
          groups: [
            {
              name: "site",
              test: /\/app\/(components|lib)\/(?!.*Carousel)|\/domain\//,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
