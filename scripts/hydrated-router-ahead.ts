import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** React Router's browser build without development warnings, which the client build takes. */
export const ROUTER_DOM_EXPORT = fileURLToPath(
  new URL("../node_modules/react-router/dist/production/dom-export.mjs", import.meta.url),
);

/** How `HydratedRouter` starts in the version this project pins: the router made in its render. */
const MADE_IN_RENDER = `function HydratedRouter(props) {
  if (!router) {
    router = createHydratedRouter({
      getContext: props.getContext,
      instrumentations: props.instrumentations
    });
  }`;

/**
 * What `HydratedRouter` would do first, made callable before React renders it (ADR 0051):
 * the same module-level router, made with the same (absent) props. Like `HydratedRouter`, it
 * throws the promise of the page's loader data while that is still being decoded.
 */
const MADE_AHEAD = `
export function prepareHydratedRouter() {
  if (!router) {
    router = createHydratedRouter({});
  }
}
`;

/**
 * React Router's `dom-export` module with `prepareHydratedRouter` added. Anything but the one
 * `HydratedRouter` this was written against (a React Router release that makes its router some
 * other way) fails the build, rather than ship a page whose router is made twice.
 */
export function withRouterMadeAhead(code: string): string {
  if (code.split(MADE_IN_RENDER).length !== 2) {
    throw new Error("react-router/dom: HydratedRouter no longer makes its router as expected");
  }
  if (code.includes("prepareHydratedRouter")) {
    throw new Error("react-router/dom: already has a prepareHydratedRouter");
  }
  return `${code}${MADE_AHEAD}`;
}

/**
 * For the browser's production build only (the development server pre-bundles React Router,
 * and the client entry does without it there): the `react-router/dom` the build resolves to
 * (vite.config.ts) gets `prepareHydratedRouter`.
 */
export function hydratedRouterAhead(): Plugin {
  return {
    name: "hydrated-router-ahead",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    transform(code, id) {
      return id === ROUTER_DOM_EXPORT ? { code: withRouterMadeAhead(code), map: null } : null;
    },
  };
}
