import type { Page, Request } from "@playwright/test";

/** How long the page may take to answer the questions about its state. */
const PAGE_ANSWER_MS = 2_000;

/**
 * What a failed browser test leaves behind besides Playwright's snapshot, for the failures
 * seen once in a hundred runs and never again on demand (CI keeps a trace of the retry only,
 * and the retry passes): every request the page made and how it ended, the ones still open,
 * whether the page was still painting (a frame within a second, its first paint, its
 * stylesheets), and the errors and warnings it wrote to its console, in the requests' timeline.
 * Watching starts with the test and costs it a listener per request.
 */
export function watchForEvidence(page: Page): () => Promise<string> {
  const started = Date.now();
  const log: string[] = [];
  const open = new Set<Request>();
  const at = () => `${String(Date.now() - started).padStart(6)} ms`;
  const name = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;

  page.on("request", (request) => {
    open.add(request);
    log.push(`${at()}  → ${name(request)}`);
  });
  page.on("requestfinished", async (request) => {
    open.delete(request);
    const status = (await request.response().catch(() => null))?.status() ?? "no answer";
    log.push(`${at()}  ← ${name(request)} ${status}`);
  });
  page.on("requestfailed", (request) => {
    open.delete(request);
    log.push(`${at()}  ✗ ${name(request)} ${request.failure()?.errorText ?? ""}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      log.push(`${at()}  ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => log.push(`${at()}  uncaught: ${error.message}`));

  return async () => {
    const state = await Promise.race([
      page.evaluate(pageState).catch((error: Error) => `the page did not answer: ${error.message}`),
      new Promise<string>((resolve) =>
        setTimeout(
          () => resolve(`the page did not answer in ${PAGE_ANSWER_MS} ms`),
          PAGE_ANSWER_MS,
        ),
      ),
    ]);
    return [
      `At ${at()}: ${state}`,
      `Still open: ${[...open].map(name).join(", ") || "none"}`,
      "Requests and console:",
      ...log,
    ].join("\n");
  };
}

/** Runs in the page: is it parsed, visible, painted, styled, and does it still draw frames? */
async function pageState(): Promise<string> {
  const frame = await Promise.race([
    new Promise<string>((resolve) => requestAnimationFrame(() => resolve("a frame came"))),
    new Promise<string>((resolve) => setTimeout(() => resolve("NO frame in 1 s"), 1_000)),
  ]);
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  // A page that stops drawing frames (seen twice, each ending in a 45 s wait for "stable"): is
  // a render-blocking link (ADR 0050) still in the head, and is the element it waits for there?
  const blocking = [...document.querySelectorAll<HTMLLinkElement>("link[blocking~=render]")].map(
    (link) =>
      `${link.rel} ${link.getAttribute("href")} (${document.querySelector(link.getAttribute("href") ?? "") ? "found" : "MISSING"})`,
  );
  return [
    `readyState ${document.readyState}`,
    `visibility ${document.visibilityState}`,
    paint ? `first paint at ${Math.round(paint.startTime)} ms` : "NOT painted",
    `${document.styleSheets.length} stylesheets applied`,
    `hydrated ${document.documentElement.dataset.hydrated ?? "no"}`,
    `focus ${document.hasFocus() ? "in" : "NOT in"} the page`,
    `render-blocking links: ${blocking.join("; ") || "none"}`,
    frame,
  ].join(", ");
}
