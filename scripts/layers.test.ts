import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseConfig from "dependency-cruiser/config-utl/extract-depcruise-config";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import type { Alias, UserConfig } from "vite";
import viteConfig from "../vite.config";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
// Inside the project, so its node_modules resolve; test-results/ is never committed.
mkdirSync(join(ROOT, "test-results"), { recursive: true });
const planted = mkdtempSync(join(ROOT, "test-results", "layers-"));
afterAll(() => rmSync(planted, { recursive: true, force: true }));

/** The layers check (`npm run check:layers`) over one file written for the test. */
async function violations(source: string): Promise<string[]> {
  const file = join(planted, `planted-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const config = await extractDepcruiseConfig(join(ROOT, ".dependency-cruiser.cjs"));
  const result = await cruise(
    [relative(ROOT, file)],
    { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } },
    undefined,
    { tsConfig: extractTSConfig(join(ROOT, "tsconfig.json")) },
  );
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.to}`);
}

describe("the layers check (docs/architecture.md)", () => {
  it("refuses a file inside a package, past its public exports", async () => {
    expect(
      await violations(`import { HydratedRouter } from "react-router/dist/production/dom-export.js";
export const used = HydratedRouter;`),
    ).toEqual([
      "packages-through-their-public-exports: react-router/dist/production/dom-export.js",
    ]);
    expect(
      await violations(`import client from "react-dom/cjs/react-dom-client.production.js";
export const used = client;`),
    ).toEqual([
      "packages-through-their-public-exports: react-dom/cjs/react-dom-client.production.js",
    ]);
  });

  it("takes a package by the names it exports", async () => {
    expect(
      await violations(`import { HydratedRouter } from "react-router/dom";
import { hydrateRoot } from "react-dom/client";
export const used = [HydratedRouter, hydrateRoot];`),
    ).toEqual([]);
  });
});

describe("the browser's build", () => {
  it("aliases only the project's own folders, never into node_modules", () => {
    const config = viteConfig({ command: "build", mode: "production" }) as UserConfig;
    const aliases = Object.values(config.resolve?.alias ?? {}) as (string | Alias)[];
    const replacements = aliases.map((alias) =>
      typeof alias === "string" ? alias : alias.replacement,
    );
    expect(replacements.length).toBeGreaterThan(0);
    for (const replacement of replacements) expect(replacement).not.toMatch(/node_modules/);
  });
});
