import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { compileHints } from "./app/start/compile-hints.ts";

/**
 * The start-up's one HTML transform reads what React Router 8's `<Scripts />` writes
 * (app/start/after-first-paint.server.ts, ADR 0070). Another major fails the build here, to be
 * checked again, rather than ship pages that start before their first paint; the transform also
 * throws on a page whose start-up module it does not recognise, and the browser tests check it.
 */
const ROUTER_MAJOR_CHECKED = 8;
const routerVersion = (
  createRequire(import.meta.url)("react-router/package.json") as { version: string }
).version;
if (Number(routerVersion.split(".")[0]) !== ROUTER_MAJOR_CHECKED) {
  throw new Error(
    `react-router ${routerVersion}: the start-up transform was checked against ${ROUTER_MAJOR_CHECKED}.x (ADR 0070)`,
  );
}

/**
 * What every page runs as it starts, in one chunk (ADR 0008, 0070): React, React Router, the
 * page's frame, how a page starts, and the content blocks. One file compresses smaller than
 * several. An island's code (a form, a journey, a look-up, a carousel, the mobile menu) and what
 * it alone uses (downshift, ky, zod/mini, Embla) stay out of it: they come after the start. A
 * module named here is in this chunk even if only an island imports it.
 */
const AT_START = [
  /\/node_modules\/(react|react-dom|scheduler|react-router)\//,
  /\/app\/(root|entry\.client)\.tsx$/,
  /\/app\/start\//,
  /\/app\/components\/layout\/(?!(MobileMenu|DesktopMenu|BackToTop|Chevron|popover)\.)/,
  /\/app\/components\/blocks\/(?!(\w*Carousel|ServicesTabs|ReadMore)\.)/,
  /\/app\/components\/ui\/(ButtonLink|Section|Picture|TickList)\./,
  /\/app\/features\/(islands|contact-panel\/contact-panel-context)\./,
  /\/app\/lib\/(agent-session|analytics|monitoring|page|public-env|seo|storage|use-media-query)\./,
  /\/domain\/(site\/(?!pages\.)|nav\/|agent\/agent-expiry\.|format\/)/,
];

export default defineConfig(() => ({
  plugins: [tailwindcss(), reactRouter(), compileHints()],
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${fileURLToPath(new URL("./app", import.meta.url))}/` },
      {
        find: /^@domain\//,
        replacement: `${fileURLToPath(new URL("./domain", import.meta.url))}/`,
      },
    ],
  },
  build: {
    // Hashed file names let /assets be cached for a year (see server/app.ts).
    assetsDir: "assets",
    // An island's imports are fetched as the browser finds them, not preloaded all at once by a
    // helper in the page's start-up code (ADR 0070).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "site", test: (id) => AT_START.some((path) => path.test(id)) }],
        },
      },
    },
  },
}));
