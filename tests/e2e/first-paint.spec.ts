import { expect, openHydrated, test } from "./support/fixtures";

/**
 * A page paints from its HTML and CSS alone (ADR 0045): its script is asked for only once the
 * first screen is on the glass, and then starts the page as before. Every module it runs at
 * start or loads after it was asked for by its start-up script, in slices of time (ADR 0052,
 * 0057): none by Vite's preload helper, which marks its own preloads `as="script"` and adds a
 * dynamic import's all in one task.
 */
for (const path of ["/", "/internet", "/small-business/nbn", "/flip-to-fibre", "/contact"]) {
  test(`${path} paints before it asks for any script, then starts`, async ({ page }) => {
    await openHydrated(page, path);
    const { firstPaint, scriptsAskedAt } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scriptsAskedAt: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint).not.toBeNull();
    expect(scriptsAskedAt.length).toBeGreaterThan(0);
    expect(Math.min(...scriptsAskedAt)).toBeGreaterThan(firstPaint!);

    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => ({
        href: new URL((link as HTMLLinkElement).href).pathname,
        byHelper: link.hasAttribute("as"),
      })),
    );
    expect(preloads.filter((preload) => preload.byHelper)).toEqual([]);
    expect(preloads.map(({ href }) => href)).toContainEqual(expect.stringMatching(/MobileMenu-/));
  });
}

/**
 * The first paint waits until the page's end is parsed (ADR 0050), so the rest of the page is
 * not styled and laid out in one long task after it, while it can already be clicked. A slow
 * link is the sure way to have a browser paint before the end is in; the init script notes
 * when the parser reaches the element the head's render-blocking link names.
 */
test("the first paint comes once the whole page is parsed, on a slow link too", async ({
  page,
}) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById("page-parsed")) return;
      observer.disconnect();
      (window as unknown as { parsedAt: number }).parsedAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  // The stylesheet comes from the cache, as on a second page: only the HTML is slow.
  await page.goto("/");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: 16 * 1024,
    uploadThroughput: 16 * 1024,
  });
  await page.goto("/small-business/nbn", { waitUntil: "commit" });
  await page.waitForFunction(
    () =>
      performance.getEntriesByName("first-contentful-paint").length > 0 &&
      (window as unknown as { parsedAt?: number }).parsedAt !== undefined,
  );
  const { firstPaint, parsedAt } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
    parsedAt: (window as unknown as { parsedAt: number }).parsedAt,
  }));
  expect(firstPaint).toBeGreaterThanOrEqual(parsedAt);
});

/**
 * A click while the page starts lands in a part React has not hydrated yet; React hydrates that
 * part at once and hands it the click (ADR 0047). On a phone four times slower, the box takes
 * the click and every key, and searches what was typed.
 */
test("a click into the address box as the page paints is answered, and what follows is searched", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/small-business/nbn", { waitUntil: "commit" });
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
  );
  const box = page.getByRole("combobox", { name: "Business address" });
  await box.click();
  await expect(box).toBeFocused();
  await box.pressSequentially("14 Hibberson St Gung", { delay: 40 });
  await expect(
    page.getByRole("option", { name: "14 Hibberson St, Gungahlin ACT 2912" }),
  ).toBeVisible();
  await expect(box).toHaveValue("14 Hibberson St Gung");
});
