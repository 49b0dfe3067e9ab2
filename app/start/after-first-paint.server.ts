/** The start-up module's type until the page has painted: a browser runs no unknown type. */
export const AFTER_FIRST_PAINT = "text/x-after-first-paint";

/**
 * Written before the start-up module: once the document is parsed and the browser reports its
 * first contentful paint, it asks for each module the page runs (`modulepreload`, as many to a
 * task as fit in 10 ms, so none is a long task) and puts the start-up module back as a module
 * script. A tab opened in the background starts at once; a browser that reports no paints,
 * after the next frame; none waits over 3 s.
 */
const START_AFTER_FIRST_PAINT = `(() => {
  const parsed = new Promise((done) => document.readyState === "loading"
    ? document.addEventListener("DOMContentLoaded", done, { once: true }) : done());
  const painted = new Promise((done) => {
    setTimeout(done, 3000);
    if (document.visibilityState === "hidden") return done();
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))
      return requestAnimationFrame(() => setTimeout(done));
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      done();
    }).observe({ type: "paint", buffered: true });
  });
  Promise.all([parsed, painted]).then(() => {
    const boot = document.querySelector('script[type="${AFTER_FIRST_PAINT}"]');
    if (!boot) return;
    const steps = (boot.dataset.modules || "").split(" ").filter(Boolean).map((href) => () =>
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })));
    steps.push(() => boot.replaceWith(
      Object.assign(document.createElement("script"), { type: "module", textContent: boot.textContent })));
    const takeSteps = () => {
      const sliceEnd = performance.now() + 10;
      while (steps.length > 0 && performance.now() < sliceEnd) steps.shift()();
      if (steps.length > 0) setTimeout(takeSteps);
    };
    takeSteps();
  });
})();`;

/** What `<Scripts />` writes (react-router 8; vite.config.ts checks the major). */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const START_UP_MODULE = '<script type="module" async="">';

/**
 * The one transform of a rendered page (ADR 0070): its script waits until the page has painted.
 * React Router writes a `modulepreload` for every module the page runs, which React hoists into
 * the head beside the stylesheet, and a start-up module importing them. The preloads go, and the
 * start-up module is written with a type the browser does not run, listing its modules, after
 * START_AFTER_FIRST_PAINT. A page with preloads but no start-up module it knows is an error:
 * React Router changed what it writes, and the page would start before its paint.
 */
export function startAfterFirstPaint(html: string): string {
  const modules = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  if (!html.includes(START_UP_MODULE)) {
    if (modules.length === 0) return html;
    throw new Error("startAfterFirstPaint: the page has module preloads but no start-up module");
  }
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      START_UP_MODULE,
      () =>
        `<script>${START_AFTER_FIRST_PAINT}</script><script type="${AFTER_FIRST_PAINT}" data-modules="${modules.join(" ")}">`,
    );
}
