import { devices, type Browser, type BrowserContext, type Page } from "@playwright/test";

/** How much slower than this machine's the phone's CPU is (the DevTools protocol's throttling). */
export const CPU_SLOWDOWN = 4;

/**
 * Opens `url` as a slow phone would: a fresh browser context at a Pixel 7's size (nothing
 * cached), the CPU slowed CPU_SLOWDOWN times, and `initScript` run before the page's own. It
 * returns once the navigation has committed, so what the page does as it starts is measured.
 */
export async function openOnSlowPhone(
  browser: Browser,
  url: string,
  initScript: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...devices["Pixel 7"], hasTouch: false });
  try {
    await context.addInitScript(initScript);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "commit" });
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * The page's frame has hydrated, and so have its parts whose code comes after the start
 * (ADR 0054). Run in the page.
 */
export const started = () =>
  document.documentElement?.dataset.hydrated === "true" &&
  !document.querySelector("[data-island]:not([data-live])");

/**
 * How the benchmarks wait on the page: a check every 50 ms. Playwright's default checks at
 * every animation frame, which makes the page draw frame after frame and runs the check in
 * each (9 ms at 4x in a trace), inside the frames of the press being measured.
 */
export const QUIETLY = { polling: 50 } as const;

export const pageStarted = (page: Page) => page.waitForFunction(started, undefined, QUIETLY);
