import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "~/lib/script-hashes.server";
import { AFTER_FIRST_PAINT, startAfterFirstPaint } from "./after-first-paint.server";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

// The shape React Router and React write: preloads hoisted into the head, the start-up module
// at the end of the body. tests/api/pages.test.ts checks a rendered page has it.
const START_UP = `import * as route0 from "/assets/root-1.js";\nimport("/assets/entry-1.js");`;
const rendered = `<html><head><link rel="modulepreload" href="/assets/entry-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><p>Hello</p><script>window.ENV={}</script><script type="module" async="">${START_UP}</script></body></html>`;

describe("startAfterFirstPaint", () => {
  it("fetches no module before the first paint, and lists them on the start-up module", () => {
    const html = startAfterFirstPaint(rendered);
    // The script that starts it once the page has painted comes first, allowed by its hash.
    expect(html).toMatch(
      /<script>\(\(\) => \{[^]*<\/script><script type="text\/x-after-first-paint"/,
    );
    expect(inlineScriptHashes(html)).toHaveLength(3);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script type="${AFTER_FIRST_PAINT}" data-modules="/assets/entry-1.js /assets/root-1.js">${START_UP}</script>`,
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("keeps the start-up module's text as written, so its hash allows it when it runs", () => {
    const withDollars = rendered.replace(START_UP, () => 'window.a="$&$1";');
    const html = startAfterFirstPaint(withDollars);
    expect(html).toContain('window.a="$&$1";</script>');
    expect(inlineScriptHashes(html)).toContain(sha('window.a="$&$1";'));
  });

  it("leaves a page without script as it is", () => {
    const html = `<html><head></head><body><p>Hello</p></body></html>`;
    expect(startAfterFirstPaint(html)).toBe(html);
  });

  it("fails a page whose start-up module it does not recognise, rather than start it early", () => {
    const changed = rendered.replace('<script type="module" async="">', '<script type="module">');
    expect(() => startAfterFirstPaint(changed)).toThrow(/no start-up module/);
  });
});
