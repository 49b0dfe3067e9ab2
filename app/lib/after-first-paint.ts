/**
 * The type the page's start-up module is written with until the page has painted (ADR 0045):
 * a browser runs no script of a type it does not know, so nothing is fetched for it.
 */
export const AFTER_FIRST_PAINT = "text/x-after-first-paint";

/**
 * Each preload a script adds costs a phone a few milliseconds of the page's main thread; a page
 * asks for up to twenty modules, so they are added a few at a time, each batch in its own task,
 * and a click meets no long task (ADR 0047).
 */
const PRELOADS_PER_TASK = 4;

/**
 * Starts the page's script once the page has painted from its HTML and CSS (ADR 0045): when
 * the browser reports the first contentful paint and the document is parsed, the start-up
 * module React Router wrote takes its place again as a module script, beside a
 * `modulepreload` for each module it will run, so they are fetched in parallel. A tab opened in
 * the background paints nothing yet and starts at once; a browser that reports no paints (or
 * fails to watch them) starts after the next frame, or at once; none waits more than 3 s.
 */
export const START_AFTER_FIRST_PAINT = `(() => {
  const start = () => {
    const boot = document.querySelector('script[type="${AFTER_FIRST_PAINT}"]');
    if (!boot) return;
    const modules = (boot.dataset.modules || "").split(" ").filter(Boolean);
    const preload = () => {
      for (const href of modules.splice(0, ${PRELOADS_PER_TASK})) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.append(link);
      }
      if (modules.length > 0) return setTimeout(preload);
      const script = document.createElement("script");
      script.type = "module";
      script.async = true;
      script.textContent = boot.textContent;
      boot.replaceWith(script);
    };
    preload();
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
