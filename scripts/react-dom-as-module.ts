import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** React DOM's browser build for production, as its package's `client.js` picks it. */
export const REACT_DOM_CLIENT = fileURLToPath(
  new URL("../node_modules/react-dom/cjs/react-dom-client.production.js", import.meta.url),
);

const COMMONJS_HEAD = `"use strict";
var Scheduler = require("scheduler"),
  React = require("react"),
  ReactDOM = require("react-dom");`;
const MODULE_HEAD = `import * as Scheduler from "scheduler";
import * as React from "react";
import * as ReactDOM from "react-dom";`;
const EXPORTS = ["createRoot", "hydrateRoot", "version"] as const;

/**
 * React DOM's client build rewritten as an ES module (ADR 0048). React ships it as CommonJS,
 * which the bundler wraps in a function it calls on first use: the browser then compiles and
 * runs all 200 KB of it in one task as the page starts (97-130 ms at 4x CPU). As a module, its
 * top level is compiled with the rest of the chunk as the file arrives, and the task shrinks to
 * a third. The file has three requires and three exports; anything else (a new React release
 * written differently) fails the build rather than ship a half-converted copy.
 */
export function reactDomClientAsModule(code: string): string {
  if (!code.includes(COMMONJS_HEAD)) {
    throw new Error("react-dom-client: its requires are not the ones this conversion knows");
  }
  let converted = code.replace(COMMONJS_HEAD, MODULE_HEAD);
  for (const name of EXPORTS) {
    const assignment = `exports.${name} = `;
    if (converted.split(assignment).length !== 2) {
      throw new Error(`react-dom-client: expected one assignment to exports.${name}`);
    }
    converted = converted.replace(assignment, `export const ${name} = `);
  }
  if (/\brequire\(|\bexports\.|\bmodule\.exports\b/.test(converted)) {
    throw new Error("react-dom-client: CommonJS left after the conversion");
  }
  return converted;
}

/**
 * For the browser's production build only: `react-dom/client` resolves straight to React DOM's
 * production file (its package's `client.js` only picks that file, and checks that React's
 * developer tools see a minified copy), which the build takes converted.
 */
export function reactDomAsModule(): Plugin {
  return {
    name: "react-dom-client-as-module",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    enforce: "pre",
    resolveId(source) {
      return source === "react-dom/client" ? REACT_DOM_CLIENT : null;
    },
    transform(code, id) {
      return id === REACT_DOM_CLIENT ? { code: reactDomClientAsModule(code), map: null } : null;
    },
  };
}
