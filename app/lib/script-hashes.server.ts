import { createHash } from "node:crypto";

/** Script types a browser runs; a data block (application/ld+json) is never run. */
const RUNNABLE_TYPE = /^(|module|text\/javascript|application\/javascript)$/i;
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
    if (!RUNNABLE_TYPE.test(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
