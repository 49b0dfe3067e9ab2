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
  },
});
