import type { Locator, Page } from "@playwright/test";
import { expect, openHydrated, test, expectStarted } from "./support/fixtures";
import { checkAddress } from "./support/journey";
import { checker } from "./support/price-checker";

/**
 * The journeys' start-up script carries only what the first screen needs: the carousel
 * engine, the manual address form and Flip to Fibre's registration form arrive when a visitor
 * gets to them, and then work as before.
 */

const ON_DEMAND = {
  carousel: /\/assets\/embla-carousel[^/]*\.js$/,
  manualForm: /\/assets\/ManualAddressForm-[^/]*\.js$/,
  registration: /\/assets\/FlipRegistration-[^/]*\.js$/,
  quoteForm: /\/assets\/QuoteForm-[^/]*\.js$/,
};

/** Every script URL the page has asked for since it was opened. */
function watchScripts(page: Page): () => string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return () => urls;
}

/** The number of the first plan wholly shown across the carousel's width (1 for the first). */
const firstShownSlide = (carousel: Locator) =>
  carousel.evaluate((region) => {
    const viewport = region.firstElementChild!.getBoundingClientRect();
    const slides = [...region.querySelectorAll('[aria-roledescription="slide"]')];
    const shown = slides.findIndex((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    });
    return shown + 1;
  });

const requested = (scripts: string[], pattern: RegExp) =>
  scripts.some((url) => pattern.test(new URL(url).pathname));

/**
 * Holds the scripts matching `pattern` on their way until `release` is called; then they come,
 * or cannot come while `failsWhile` holds (the page a post leads to gets them).
 */
async function holdScripts(
  page: Page,
  pattern: RegExp,
  { failsWhile = () => false }: { failsWhile?: () => boolean } = {},
): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await (failsWhile() ? route.abort() : route.continue());
  });
  return { release };
}

/** Opens a page and waits for its frame alone to hydrate: the code held below has not come. */
async function openFrameHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test.skip(({ isMobile }) => !isMobile, "a phone's screen: the plans start below the fold");

for (const path of ["/small-business/nbn", "/flip-to-fibre"]) {
  test(`${path} starts without the carousel engine and the manual address form`, async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await openHydrated(page, path);
    const plans = page.locator('[aria-roledescription="carousel"]').first();
    const fold = page.viewportSize()!.height;
    // The premise: the plans are well below the first screen.
    expect((await plans.boundingBox())!.y).toBeGreaterThan(fold * 2);
    expect(requested(scripts(), ON_DEMAND.carousel)).toBe(false);
    expect(requested(scripts(), ON_DEMAND.manualForm)).toBe(false);
    expect(requested(scripts(), ON_DEMAND.registration)).toBe(false);
    expect(requested(scripts(), ON_DEMAND.quoteForm)).toBe(false);

    // Scrolling towards the plans brings the engine, and Next moves to the second plan.
    await plans.scrollIntoViewIfNeeded();
    await expect.poll(() => requested(scripts(), ON_DEMAND.carousel)).toBe(true);
    expect(await firstShownSlide(plans)).toBe(1);
    await plans.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => firstShownSlide(plans)).toBe(2);

    await page.getByRole("button", { name: "Can't find your address? Enter it manually" }).click();
    await expect(page.getByRole("textbox", { name: /Street name/ })).toBeVisible();
    expect(requested(scripts(), ON_DEMAND.manualForm)).toBe(true);
  });
}

test("a carousel's Next pressed before its engine has arrived still moves it", async ({ page }) => {
  // The engine arrives slowly: the press waits for it instead of being lost.
  await page.route(ON_DEMAND.carousel, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await openHydrated(page, "/small-business/nbn");
  const plans = page.locator('[aria-roledescription="carousel"]').first();
  await plans.getByRole("button", { name: "Next" }).click();
  await expect.poll(() => firstShownSlide(plans)).toBe(2);
});

test("Flip to Fibre loads the registration form for an address without an upgrade date", async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await openHydrated(page, "/flip-to-fibre");
  await checkAddress(page, "60 Sherwood Rd Toow", "60 Sherwood Rd, Toowong QLD 4066");
  await expect(page.getByRole("button", { name: "Order now" })).toBeVisible();
  expect(requested(scripts(), ON_DEMAND.registration)).toBe(false);

  await page.reload();
  await expectStarted(page);
  await checkAddress(page, "19 Ocean St Narra", "19 Ocean St, Narrabeen NSW 2101");
  await expect(page.getByRole("button", { name: "Register now" })).toBeVisible();
  expect(requested(scripts(), ON_DEMAND.registration)).toBe(true);
});

test.describe("islands: forms whose code comes after the start (ADR 0070)", () => {
  const PRICE_CHECKER = /\/assets\/PriceChecker-[^/]*\.js$/;

  /** The pages posted without script (a form's own post, ADR 0025) since it was called. */
  function watchPosts(page: Page): string[] {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.method() === "POST") posts.push(request.url());
    });
    return posts;
  }

  test("the price checker's code is not among the page's scripts at start", async ({ page }) => {
    const scripts = watchScripts(page);
    const held = await holdScripts(page, PRICE_CHECKER);
    await openFrameHydrated(page, "/internet");
    // The page started without it: its frame hydrated while the code was held.
    await expect.poll(() => requested(scripts(), PRICE_CHECKER)).toBe(true);
    await expect(page.locator("[data-island]:not([data-live])")).toHaveCount(1);
    await expect(checker(page)).toBeVisible();
    held.release();
    await expectStarted(page);
  });

  test("a check pressed before the code has come is made by the page once it has", async ({
    page,
  }) => {
    const posts = watchPosts(page);
    const held = await holdScripts(page, PRICE_CHECKER);
    await openFrameHydrated(page, "/internet");
    await checker(page).getByRole("button", { name: "Check prices" }).click();
    // Held: neither posted without script nor answered.
    await expect(checker(page).getByRole("alert")).not.toContainText("Please check");
    held.release();
    await expect(checker(page).getByRole("alert")).toHaveText(
      "Please check the highlighted fields and try again.",
    );
    await expect(page.getByRole("combobox", { name: "Business address" })).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("a check pressed before the code has come is posted without script if the code cannot come", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The failed code and React's switch to the error view (#520) are logged, and the server
    // answers the post with the form and its errors, with status 422.
    allowConsoleErrors(/dynamically imported module|ERR_FAILED|React error #520/);
    allowConsoleErrors(/422/);
    const posts = watchPosts(page);
    // Every ask fails until the form is posted: the page's run and the part's own import too.
    const held = await holdScripts(page, PRICE_CHECKER, { failsWhile: () => posts.length === 0 });
    await openFrameHydrated(page, "/internet");
    await checker(page).getByRole("button", { name: "Check prices" }).click();
    held.release();
    await expect(checker(page).getByRole("alert")).toHaveText(
      "Please check the highlighted fields and try again.",
    );
    expect(posts).toHaveLength(1);
  });

  test("a hash link pressed before the code has come leaves the form in place", async ({
    page,
  }) => {
    const held = await holdScripts(page, PRICE_CHECKER);
    await openFrameHydrated(page, "/internet/business-fibre");
    const address = page.getByRole("combobox", { name: "Business address" });
    await address.fill("391 Collins St, Dock");
    await page.getByRole("link", { name: "View Prices" }).click();
    await expect(page).toHaveURL(/#price-checker$/);
    // React renders a popstate's update at once: a part it could not hydrate would be gone by
    // the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(address).toHaveValue("391 Collins St, Dock");
    held.release();
    await expectStarted(page);
    await expect(address).toHaveValue("391 Collins St, Dock");
    // And it is the page's own box again: typing on asks for suggestions.
    await address.press("End");
    await address.pressSequentially("l");
    await expect(
      page.getByRole("option", { name: "391 Collins St, Docklands VIC 3008" }),
    ).toBeVisible();
  });

  test("a page reached by a link shows its form with it, not after it", async ({ page }) => {
    await openHydrated(page, "/");
    const homeHeading = await page.locator("main h1").textContent();
    const held = await holdScripts(page, PRICE_CHECKER);
    const data = page.waitForResponse((response) => response.url().includes("/internet.data"));
    await page.getByRole("link", { name: "Check fibre prices" }).click();
    await data;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // The page's data is here, but the navigation, a transition, waits for the form's code: the
    // page it leaves stays whole meanwhile, and the next one never shows without its form.
    await expect(page.getByRole("link", { name: "Check fibre prices" })).toBeVisible();
    await expect(page.locator("main h1")).toHaveText(homeHeading!);
    held.release();
    await expect(page).toHaveURL(/\/internet$/);
    await expect(checker(page).getByRole("button", { name: "Check prices" })).toBeVisible();
    await expectStarted(page);
  });
});

test.describe("islands: content blocks and the menu whose code comes after the start (ADR 0070)", () => {
  const PAGE_CODE = /\/assets\/ServicesTabs-[^/]*\.js$/;
  const MOBILE_MENU = /\/assets\/MobileMenu-[^/]*\.js$/;

  test("the page starts without its tabs' code, shown as the server wrote them, and the tabs answer once the code has come", async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    const held = await holdScripts(page, PAGE_CODE);
    await openFrameHydrated(page, "/");
    await expect.poll(() => requested(scripts(), PAGE_CODE)).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main [data-island]:not([data-live])")).toHaveCount(1);
    held.release();
    await expectStarted(page);
    const tabs = page.getByRole("tablist").getByRole("tab");
    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  });

  test("a link in the content pressed before its code has come still takes the visitor there", async ({
    page,
  }) => {
    await holdScripts(page, PAGE_CODE);
    await openFrameHydrated(page, "/");
    await page.getByRole("link", { name: "Check fibre prices" }).click();
    await expect(page).toHaveURL(/\/internet$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the mobile menu opens before its code has come, and follows the router once it has", async ({
    page,
  }) => {
    const held = await holdScripts(page, MOBILE_MENU);
    await openFrameHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    const menu = page.locator("#mobile-menu");
    await menuButton.click();
    // The browser's popover, with no script of the menu's own yet.
    await expect(menu.getByRole("button", { name: "Voice" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    held.release();
    await expectStarted(page);
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("button", { name: "Internet" }).click();
    await menu.getByRole("link", { name: "Wireless backup" }).click();
    await expect(page).toHaveURL(/\/internet\/wireless-backup$/);
    // The router's navigation, not a new page: the menu closes itself behind it.
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });
});
