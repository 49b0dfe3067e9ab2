/**
 * The type the page's start-up module is written with until the page has painted: a browser
 * runs no script of a type it does not know, so nothing is fetched for it.
 */
export const AFTER_FIRST_PAINT = "text/x-after-first-paint";

/** The main thread's time one task of preloads may take before it yields to a visitor's press. */
const PRELOAD_SLICE_MS = 10;

/**
 * The inline script written before the start-up module: starts the page's script once the
 * page has painted from its HTML and CSS (ADR 0070). When the browser reports the first contentful paint and the document is
 * parsed, it asks for each module the start-up module will run (`modulepreload`, as many to a
 * task as fit in PRELOAD_SLICE_MS, so they are fetched in parallel without a long task), then
 * puts the start-up module back as a module script. A tab opened in the background starts at
 * once; a browser that reports no paints starts after the next frame; none waits over 3 s.
 */
const START_AFTER_FIRST_PAINT = `(() => {
  const start = () => {
    const boot = document.querySelector('script[type="${AFTER_FIRST_PAINT}"]');
    if (!boot) return;
    const steps = (boot.dataset.modules || "").split(" ").filter(Boolean).map((href) => () => {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    });
    steps.push(() => {
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = boot.textContent;
      boot.replaceWith(script);
    });
    const takeSteps = () => {
      const sliceEnd = performance.now() + ${PRELOAD_SLICE_MS};
      while (steps.length > 0 && performance.now() < sliceEnd) steps.shift()();
      if (steps.length > 0) setTimeout(takeSteps);
    };
    takeSteps();
  };
  const parsed = new Promise((done) =>
    document.readyState === "loading"
      ? document.addEventListener("DOMContentLoaded", done, { once: true })
      : done(),
  );
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
  Promise.all([parsed, painted]).then(start);
})();`;

/** What `<Scripts />` writes (react-router/dom, checked by `scripts/check-start-up.mjs`). */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const START_UP_MODULE = '<script type="module" async="">';

/**
 * The one transform of a rendered page (ADR 0070): its script is held back until the page has
 * painted. React Router writes a `modulepreload` for every module the page runs, which React
 * hoists into the head, where the browser fetches them beside the stylesheet; and a start-up
 * module that imports them. Here the preloads go, and the start-up module is written with a
 * type the browser does not run, listing the modules it needs, after the inline script that
 * starts it once the page has painted (START_AFTER_FIRST_PAINT). A page with preloads but
 * without the start-up module React Router writes is an error: it would start as written.
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
