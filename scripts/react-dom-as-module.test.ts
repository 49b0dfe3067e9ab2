import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { REACT_DOM_CLIENT, reactDomClientAsModule } from "./react-dom-as-module";

const installed = readFileSync(REACT_DOM_CLIENT, "utf8");

describe("React DOM's client build as a module", () => {
  it("loads as an ES module with React DOM's client API, React's own version", async () => {
    // Beside the project's node_modules, so that "react" and "scheduler" resolve as in the build.
    const file = join(
      dirname(fileURLToPath(import.meta.url)),
      "../node_modules/.cache/react-dom-client-as-module.mjs",
    );
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, reactDomClientAsModule(installed));
    const converted = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<
      string,
      unknown
    >;
    const react = (await import("react")) as { version: string };

    expect(Object.keys(converted).sort()).toEqual(["createRoot", "hydrateRoot", "version"]);
    expect(typeof converted.hydrateRoot).toBe("function");
    expect(converted.version).toBe(react.version);
  });

  it("fails the build on a file written some other way, never ships it half converted", () => {
    expect(() =>
      reactDomClientAsModule(installed.replace('require("react")', 'require("preact")')),
    ).toThrow(/requires/);
    expect(() =>
      reactDomClientAsModule(`${installed}\nexports.flushSync = function () {};`),
    ).toThrow(/CommonJS left/);
    expect(() =>
      reactDomClientAsModule(
        installed.replace("exports.version = ", "exports.version = exports.version || "),
      ),
    ).toThrow(/CommonJS left/);
  });
});
