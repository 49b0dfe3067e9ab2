import { createHash } from "node:crypto";
import { AFTER_FIRST_PAINT } from "~/start/after-first-paint.server";

/**
 * Script types a browser runs, and the start-up module run after the first paint (its text
 * becomes a module script's); a data block (application/ld+json) is never run.
 */
const RUNNABLE_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  AFTER_FIRST_PAINT,
]);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hash source of every inline script a page runs (ADR 0019): sha256 of the script's
 * text exactly as written between its tags, base64. A page's CSP lists these and nothing else
 * inline, so the page is the same bytes for every visitor and an injected script cannot run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!RUNNABLE_TYPES.has(type.toLowerCase())) continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
