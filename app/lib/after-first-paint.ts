/**
 * The type the page's start-up module is written with until the page has painted (ADR 0045):
 * a browser runs no script of a type it does not know, so nothing is fetched for it.
 */
export const AFTER_FIRST_PAINT = "text/x-after-first-paint";

/** The main thread's time one task of preloads may take before it yields to a visitor's press. */
export const PRELOAD_SLICE_MS = 10;

/**
 * The attribute of the start-up module listing the modules the page's parts load after the
 * start (ADR 0057), each after those it imports: asked for once the start-up module is in,
 * and run before the parts' own imports (`code-after-start.ts`).
 */
export const MODULES_AFTER_START = "data-modules-after-start";

/**
 * Starts the page's script once the page has painted from its HTML and CSS (ADR 0045): when
 * the browser reports the first contentful paint and the document is parsed, the start-up
 * module React Router wrote takes its place again as a module script, after a `modulepreload`
 * for each module it will run, so they are fetched in parallel. Then come the preloads of the
 * modules the page's parts load after the start (ADR 0057), which Vite's preload helper would
 * otherwise add all in one task. The preloads go in as many to a task as fit in
 * PRELOAD_SLICE_MS: asking for a module costs a phone 2-15 ms at 4x CPU, and a fixed four to a
 * task still made tasks of 50-60 ms while the page could already be clicked (ADR 0048, 0052); a
 * fast computer asks for them all in one task. A tab opened in the background paints nothing
 * yet and starts at once; a browser that reports no paints (or fails to watch them) starts
 * after the next frame, or at once; none waits more than 3 s.
 */
export const START_AFTER_FIRST_PAINT = `(() => {
  const start = () => {
    const boot = document.querySelector('script[type="${AFTER_FIRST_PAINT}"]');
    if (!boot) return;
    const listed = (name) => (boot.getAttribute(name) || "").split(" ").filter(Boolean);
    const preload = (href) => () => {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    };
    const run = () => {
      const script = document.createElement("script");
      script.type = "module";
      script.async = true;
      script.textContent = boot.textContent;
      const later = boot.getAttribute("${MODULES_AFTER_START}");
      if (later) script.setAttribute("${MODULES_AFTER_START}", later);
      boot.replaceWith(script);
    };
    const steps = [
      ...listed("data-modules").map(preload),
      run,
      ...listed("${MODULES_AFTER_START}").map(preload),
    ];
    const takeSteps = () => {
      const sliceEnd = performance.now() + ${PRELOAD_SLICE_MS};
      while (steps.length > 0) {
        steps.shift()();
        if (performance.now() >= sliceEnd) break;
      }
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
    try {
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        done();
      }).observe({ type: "paint", buffered: true });
    } catch {
      done();
    }
  });
  Promise.all([parsed, painted]).then(start);
})();`;
