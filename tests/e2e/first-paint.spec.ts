import { expect, openHydrated, test } from "./support/fixtures";

/**
 * A page paints from its HTML and CSS alone (ADR 0070): its script is asked for only once the
 * first screen is on the glass, and then starts the page. Every module it runs at start was
 * asked for by its start-up script, in slices of time; an island's code comes after, fetched as
 * the browser finds its imports, none preloaded by Vite's helper (which marks its own preloads
 * `as="script"` and adds a dynamic import's all in one task).
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
    expect(preloads.length).toBeGreaterThan(0);
    // The header's island (the mobile menu) came after the page's own start-up modules.
    const menuAskedAt = await page.evaluate(
      () =>
        performance
          .getEntriesByType("resource")
          .find((entry) => /\/MobileMenu-[^/]*\.js$/.test(new URL(entry.name).pathname))
          ?.startTime ?? null,
    );
    expect(menuAskedAt).toBeGreaterThan(Math.min(...scriptsAskedAt));
  });
}

/**
 * The first paint waits until the whole document is parsed and its DOMContentLoaded has run
 * (ADR 0050, 0060): the browser's own work at the end of parsing (the rest of the page's style
 * and layout, its form observers) then comes before the page is on the glass, not as a long
 * task under a visitor's first click. A slow link is the sure way to have a browser paint before
 * the end is in.
 */
test("the first paint comes once the whole page is parsed, on a slow link too", async ({
  page,
}) => {
  // The stylesheet comes from the cache, as on a second page: only the HTML is slow. The page
  // is left for a blank one first: the scripts it asks for after its load would otherwise
  // still be coming on the slow link, and hold the browser's connections before the HTML.
  await page.goto("/");
  await page.goto("about:blank");
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
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
  );
  const { firstPaint, parsedAt } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
    parsedAt: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
      .domContentLoadedEventEnd,
  }));
  expect(parsedAt).toBeGreaterThan(0);
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

/**
 * Once it has faded in, the page is drawn in one pass (ADR 0064): its content is no layer of its
 * own and nothing blurs what is under the header. A fade that held its last frame kept the whole
 * page a layer, drawn apart and then again onto the screen, and a blurred header added a third
 * pass: 10-34 ms of the compositor's drawing for each frame on a phone without a GPU's help.
 */
test("the page fades in, then is drawn as one layer with its header", async ({ page }) => {
  await page.addInitScript(() => {
    const ended: string[] = [];
    Object.assign(window, { ended });
    document.addEventListener("animationend", (event) => ended.push(event.animationName));
  });
  await openHydrated(page, "/small-business/nbn");
  await page.waitForFunction(() =>
    (window as unknown as { ended: string[] }).ended.includes("page-fade-in"),
  );

  // The fade let go of the page once it ended: an animation that holds its last frame is
  // still one the page has, and the browser keeps what it animates a layer of its own.
  expect(await page.locator("main").evaluate((main) => main.getAnimations().length)).toBe(0);
  // Nothing on the page blurs what is under it.
  const blurring = await page.evaluate(() =>
    [...document.querySelectorAll("*")]
      .filter((element) => getComputedStyle(element).backdropFilter !== "none")
      .map((element) => element.localName),
  );
  expect(blurring).toEqual([]);
});

/**
 * A band off the screen waits to be laid out until the visitor nears it (ADR 0069): the end of
 * parsing, which the first paint waits for, then lays out the first screen only. The first two
 * bands and a band with an address box are left whole, and a link into a band far down the page
 * still lands on it.
 */
test("the bands off the screen are laid out as the visitor nears them", async ({ page }) => {
  await openHydrated(page, "/internet/business-fibre");
  const bands = await page.locator("main section").evaluateAll((sections) =>
    sections.map((section) => ({
      skippable: getComputedStyle(section).contentVisibility === "auto",
      withAddressBox: section.querySelector('[role="combobox"]') !== null,
    })),
  );
  expect(bands.slice(0, 2).map((band) => band.skippable)).toEqual([false, false]);
  // The price checker's band comes third here: left whole for its box, not for its place.
  expect(bands.findIndex((band) => band.withAddressBox)).toBeGreaterThanOrEqual(2);
  expect(bands.filter((band) => band.withAddressBox && band.skippable)).toEqual([]);
  expect(bands.some((band) => band.skippable)).toBe(true);

  const lastBand = page.locator("main section").last().locator(":scope > *").first();
  const shown = () =>
    lastBand.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await shown()).toBe(false);
  // To the end of the page, as a visitor's End key or fling does.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(shown).toBe(true);
  await expect(lastBand).toBeInViewport();

  await page.goto("/small-business/nbn#order");
  await expect(page.locator("#order h2")).toBeInViewport();
});
