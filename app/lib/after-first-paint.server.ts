import { AFTER_FIRST_PAINT, MODULES_AFTER_START } from "./after-first-paint";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** React Router's start-up module: the route modules' imports, then the client entry's. */
const START_UP_MODULE = '<script type="module" async="">';

/**
 * Holds the page's script back until the page has painted (ADR 0045). React Router writes a
 * `modulepreload` for every module the page runs, which React hoists into the head where the
 * browser fetches them at high priority beside the stylesheet, and a start-up module that
 * imports them; a phone then spends its first seconds fetching and compiling script before it
 * paints. Here the preloads go, and the start-up module is written with a type the browser
 * does not run, listing the modules it needs; the root's inline script
 * (START_AFTER_FIRST_PAINT) starts it after the first paint.
 *
 * It lists too the modules the page's parts load after the start (`afterStart`, by start-up
 * module, from the build: ADR 0057), which the inline script asks for once the page has started.
 */
export function startAfterFirstPaint(
  html: string,
  afterStart: Readonly<Record<string, readonly string[]>>,
): string {
  if (!html.includes(START_UP_MODULE)) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const later = new Set(modules.flatMap((href) => afterStart[href] ?? []));
  for (const href of modules) later.delete(href);
  const listLater = later.size > 0 ? ` ${MODULES_AFTER_START}="${[...later].join(" ")}"` : "";
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      START_UP_MODULE,
      () => `<script type="${AFTER_FIRST_PAINT}" data-modules="${modules.join(" ")}"${listLater}>`,
    );
}
