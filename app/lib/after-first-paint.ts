/**
 * The type the page's start-up module is written with until the page has painted (ADR 0045):
 * a browser runs no script of a type it does not know, so nothing is fetched for it.
 */
export const AFTER_FIRST_PAINT = "text/x-after-first-paint";

/** The main thread's time one task of preloads may take before it yields to a visitor's press. */
export const PRELOAD_SLICE_MS = 10;

/**
 * Starts the page's script once the page has painted from its HTML and CSS (ADR 0045): when
 * the browser reports the first contentful paint and the document is parsed, the start-up
 * module React Router wrote takes its place again as a module script, after a `modulepreload`
 * for each module it will run, so they are fetched in parallel. The preloads go in as many to
 * a task as fit in PRELOAD_SLICE_MS: asking for a module costs a phone 2-15 ms at 4x CPU, and a
 * fixed four to a task still made tasks of 50-60 ms while the page could already be clicked
 * (ADR 0048, 0052); a fast computer asks for them all in one task. A tab opened in
 * the background paints nothing yet and starts at once; a browser that reports no paints (or
 * fails to watch them) starts after the next frame, or at once; none waits more than 3 s.
 */
export const START_AFTER_FIRST_PAINT = `(() => {
  const start = () => {
    const boot = document.querySelector('script[type="${AFTER_FIRST_PAINT}"]');
    if (!boot) return;
    const modules = (boot.dataset.modules || "").split(" ").filter(Boolean);
    const preloadSome = () => {
      const sliceEnd = performance.now() + ${PRELOAD_SLICE_MS};
      while (modules.length > 0) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = modules.shift();
        document.head.append(link);
        if (performance.now() >= sliceEnd) break;
      }
      if (modules.length > 0) return setTimeout(preloadSome);
      const script = document.createElement("script");
      script.type = "module";
      script.async = true;
      script.textContent = boot.textContent;
      boot.replaceWith(script);
    };
    preloadSome();
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
