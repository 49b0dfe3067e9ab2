import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
};
const setupFiles = ["./tests/support/console-guard.ts"];

/**
 * unit: pure code and server modules (node). ui: React components (jsdom).
 * api: HTTP tests against the production site (needs `npm run build` first), built in the test's
 * own process (tests/support/in-process.ts) or, where the process itself is under test, started
 * as a child (tests/support/server.ts).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves a core idle (cores - 1): on a 2-core machine, one file at a time.
    maxWorkers: "100%",
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
            "scripts/**/*.test.ts",
            "tests/deploy/**/*.test.ts",
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
        // The server's own JSX (the quote's email and PDF) as production compiles it: React's
        // development JSX runtime is absent under NODE_ENV=production.
        oxc: { jsx: { runtime: "automatic", development: false } },
        test: {
          name: "api",
          // The built pages import react-router through Vite's resolver; nuqs must reach the
          // same copy, or its adapter finds no router (Node alone resolves both alike).
          server: { deps: { inline: ["nuqs"] } },
          environment: "node",
          include: ["tests/api/**/*.test.ts"],
          setupFiles,
          // Most files build the production site in their own process (tests/support/in-process.ts):
          // React and Express pick their production code from NODE_ENV when first loaded, as they
          // do in a started server. Each test file runs in a process of its own (forks, isolate).
          env: { NODE_ENV: "production" },
          // Most of an API test's time is spent waiting on sockets, child servers and delivery
          // retries: one file more than there are cores keeps them all busy.
          maxWorkers: availableParallelism() + 1,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
