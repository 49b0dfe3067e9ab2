import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { ROUTER_DOM_EXPORT, withRouterMadeAhead } from "./hydrated-router-ahead";

const installed = readFileSync(ROUTER_DOM_EXPORT, "utf8");

describe("React Router's dom-export with its router made ahead", () => {
  // Beside the installed file, so that its own chunks, React and React DOM resolve as in the build.
  const file = join(dirname(ROUTER_DOM_EXPORT), "dom-export.router-ahead-test.mjs");
  afterEach(() => {
    rmSync(file, { force: true });
    delete (globalThis as { window?: unknown }).window;
  });

  it("exports prepareHydratedRouter, which makes the router as HydratedRouter would", async () => {
    writeFileSync(file, withRouterMadeAhead(installed));
    const rewritten = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<
      string,
      unknown
    >;
    expect(typeof rewritten.HydratedRouter).toBe("function");
    expect(typeof rewritten.prepareHydratedRouter).toBe("function");

    // On a page React Router did not render, its own check answers: the router it makes is the
    // one HydratedRouter makes, from the page's server data.
    (globalThis as { window?: unknown }).window = {};
    expect(() => (rewritten.prepareHydratedRouter as () => void)()).toThrow(
      /SSR features of React Router/,
    );
  });

  it("fails the build on a HydratedRouter written some other way, never makes two routers", () => {
    expect(() =>
      withRouterMadeAhead(installed.replace("if (!router) {", "if (!router && props) {")),
    ).toThrow(/no longer makes its router/);
    expect(() => withRouterMadeAhead(withRouterMadeAhead(installed))).toThrow(/already has/);
  });
});
