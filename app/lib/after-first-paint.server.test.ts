import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT, MODULES_AFTER_START } from "./after-first-paint";
import { startAfterFirstPaint } from "./after-first-paint.server";
import { inlineScriptHashes } from "./script-hashes.server";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

// The shape React Router and React write: preloads hoisted into the head, the start-up module
// at the end of the body.
const START_UP = `import * as route0 from "/assets/root-1.js";\nimport("/assets/entry-1.js");`;
const rendered = `<html><head><link rel="modulepreload" href="/assets/entry-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><p>Hello</p><script>window.ENV={}</script><script type="module" async="">${START_UP}</script></body></html>`;

describe("startAfterFirstPaint", () => {
  it("fetches no module before the first paint, and lists them on the start-up module", () => {
    const html = startAfterFirstPaint(rendered, {});
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script type="${AFTER_FIRST_PAINT}" data-modules="/assets/entry-1.js /assets/root-1.js">${START_UP}</script>`,
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).not.toContain(MODULES_AFTER_START);
  });

  it("keeps the start-up module's text as written, so its hash allows it when it runs", () => {
    const withDollars = rendered.replace(START_UP, () => 'window.a="$&$1";');
    const html = startAfterFirstPaint(withDollars, {});
    expect(html).toContain('window.a="$&$1";</script>');
    expect(inlineScriptHashes(html)).toEqual([sha("window.ENV={}"), sha('window.a="$&$1";')]);
  });

  it("lists the modules the page's parts load after the start, once each, apart from its own", () => {
    const html = startAfterFirstPaint(rendered, {
      "/assets/root-1.js": ["/assets/menu-1.js", "/assets/shared-1.js", "/assets/entry-1.js"],
      "/assets/entry-1.js": ["/assets/shared-1.js", "/assets/panel-1.js"],
      "/assets/other-route-1.js": ["/assets/other-page-1.js"],
    });
    expect(html).toContain(
      `data-modules="/assets/entry-1.js /assets/root-1.js" ${MODULES_AFTER_START}="/assets/shared-1.js /assets/panel-1.js /assets/menu-1.js">`,
    );
  });

  it("leaves a page without a start-up module as it is", () => {
    const html = `<html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>`;
    expect(startAfterFirstPaint(html, {})).toBe(html);
  });
});
