import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
};
const setupFiles = ["./tests/support/console-guard.ts"];

/**
 * unit: pure code and server modules (node). ui: React components (jsdom).
 * api: HTTP tests against a started production server (needs `npm run build` first).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: [
            "domain/**/*.test.ts",
            "platform/**/*.test.ts",
            "server/**/*.test.ts",
            "simulators/**/*.test.ts",
          ],
          setupFiles,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "ui",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}"],
          setupFiles: [...setupFiles, "./tests/support/ui-setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          environment: "node",
          include: ["tests/api/**/*.test.ts"],
          setupFiles,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
