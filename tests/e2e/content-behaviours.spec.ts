import { expect, expectNoAxeViolations, openHydrated, test } from "./support/fixtures";
import type { Locator, Page } from "@playwright/test";

/** Embla moves its slide track with a transform; autoplay changes it without any input. */
const trackTransform = (carousel: Locator) =>
  carousel
    .locator('[aria-roledescription="slide"]')
    .first()
    .locator("xpath=..")
    .evaluate((track) => getComputedStyle(track).transform);

/** Carousel.tsx's autoplay wait; the tests move the page's clock past it rather than wait. */
const AUTOPLAY_DELAY_MS = 4_500;

/** Two animation frames: long enough for a slide move that had started to show. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

const visibleSlides = (carousel: Locator) =>
  carousel.evaluate((root) => {
    const viewport = root.firstElementChild!.getBoundingClientRect();
    return [...root.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= viewport.left - 2 && box.right <= viewport.right + 2;
    }).length;
  });

test.describe("home page", () => {
  test("opens the middle service tab on desktop and the first on a phone; tabs switch by click and arrow keys", async ({
    page,
    isMobile,
  }) => {
    await openHydrated(page, "/");
    const tabs = page.getByRole("tablist").getByRole("tab");
    await expect(tabs).toHaveCount(3);
    const initial = isMobile ? 0 : 1;
    await expect(tabs.nth(initial)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);

    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(initial)).toHaveAttribute("aria-selected", "false");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveAttribute("aria-labelledby", (await tabs.nth(2).getAttribute("id"))!);

    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press("End");
    await expect(tabs.nth(2)).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test("brings a team member into focus when chosen", async ({ page, isMobile }) => {
    await openHydrated(page, "/");
    const team = page.locator('[aria-roledescription="carousel"]', {
      has: page.locator("button[aria-pressed]"),
    });
    const second = team.locator("button[aria-pressed]").nth(1);
    const name = (await second.locator("span").first().textContent())!;
    await team.scrollIntoViewIfNeeded();
    // A phone shows one member at a time: a visitor moves to the next before tapping it (a
    // tap on a slide out of view would need the page to scroll a hidden overflow).
    if (isMobile) await team.getByRole("button", { name: "Next" }).click();
    await expect(second).toBeInViewport();
    await second.click();
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("team-focus")).toContainText(name);
    await expect(second).toBeInViewport();
  });

  test("the team stays where it was drawn as its carousel's engine attaches", async ({ page }) => {
    await openHydrated(page, "/");
    const team = page.locator('[aria-roledescription="carousel"]', {
      has: page.locator("button[aria-pressed]"),
    });
    const lefts = () =>
      team
        .locator("button[aria-pressed]")
        .evaluateAll((members) => members.map((member) => member.getBoundingClientRect().left));
    await team.scrollIntoViewIfNeeded();
    const drawn = await lefts();
    // The engine attaches once the carousel nears the screen and moves its track by a transform.
    await expect.poll(() => trackTransform(team)).not.toBe("none");
    await nextFrames(page);
    // A press aimed at a member as the engine came must land on that member.
    expect(await lefts()).toEqual(drawn);
  });

  test("moves the partner logos by itself, two at a time on a phone, and can be paused", async ({
    page,
    isMobile,
  }) => {
    await page.clock.install();
    await openHydrated(page, "/");
    const logos = page.locator('[aria-roledescription="carousel"]').first();
    await logos.scrollIntoViewIfNeeded();
    expect(await visibleSlides(logos)).toBe(isMobile ? 2 : 5);
    // Playing: the engine has arrived and its first 4.5 s wait has started.
    await expect(logos.getByRole("button", { name: "Pause" })).toBeVisible();
    const before = await trackTransform(logos);
    await page.clock.fastForward(AUTOPLAY_DELAY_MS);
    await expect.poll(() => trackTransform(logos)).not.toBe(before);

    await logos.getByRole("button", { name: "Pause" }).click();
    await expect(logos.getByRole("button", { name: "Play" })).toBeVisible();
  });
});

test.describe("case studies", () => {
  test("autoplays and loops on desktop; one story at a time without autoplay on a phone", async ({
    page,
    isMobile,
  }) => {
    await page.clock.install();
    await openHydrated(page, "/case-studies");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.scrollIntoViewIfNeeded();
    expect(await visibleSlides(carousel)).toBe(isMobile ? 1 : 2);
    // Embla places its track with a transform once it has taken over the slides.
    await expect.poll(() => trackTransform(carousel)).not.toBe("none");
    const before = await trackTransform(carousel);
    if (isMobile) {
      await page.clock.fastForward(2 * AUTOPLAY_DELAY_MS);
      await nextFrames(page);
      expect(await trackTransform(carousel)).toBe(before);
      await expect(carousel.getByRole("button", { name: "Pause" })).toHaveCount(0);
    } else {
      await expect(carousel.getByRole("button", { name: "Pause" })).toBeVisible();
      await page.clock.fastForward(AUTOPLAY_DELAY_MS);
      await expect.poll(() => trackTransform(carousel)).not.toBe(before);
    }
    // Looping: going back from the first story shows the last.
    await carousel.getByRole("button", { name: "Previous" }).click();
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides.last()).toBeInViewport();
  });

  test("reveals the rest of a story with Read more, and hides it with Read less", async ({
    page,
  }) => {
    await openHydrated(page, "/case-studies");
    await page
      .getByRole("link", { name: /Read the story/ })
      .first()
      .click();
    const more = page.getByRole("button", { name: "Read more" });
    const rest = page.locator(`#${await more.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
    await expect(rest).toBeHidden();
    await more.click();
    await expect(rest).toBeVisible();
    await expect(page.getByRole("button", { name: "Read less" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page.getByRole("button", { name: "Read less" }).click();
    await expect(rest).toBeHidden();
  });
});

test("inbound services FAQ opens and closes each answer", async ({ page }) => {
  await openHydrated(page, "/voip/inbound-services");
  const question = page.locator("details summary").first();
  const entry = page.locator("details").first();
  await expect(entry.locator("p").first()).toBeHidden();
  await question.click();
  await expect(entry.locator("p").first()).toBeVisible();
  await question.press("Enter");
  await expect(entry.locator("p").first()).toBeHidden();
});

test("business fibre View Prices scrolls to the price checker", async ({ page }) => {
  await openHydrated(page, "/internet/business-fibre");
  const region = page.locator("#price-checker");
  await expect(region).not.toBeInViewport();
  await page.getByRole("link", { name: "View Prices" }).click();
  await expect(region).toBeInViewport();
  await expect(page).toHaveURL(/#price-checker$/);
});

test("service agreement tables show Comments only where comments exist", async ({ page }) => {
  await openHydrated(page, "/internet/business-fibre");
  const fibre = page.getByRole("region", { name: /service/i }).getByRole("columnheader");
  await expect(fibre.last()).toHaveText("Comments");
  await openHydrated(page, "/internet/business-wireless");
  const wireless = page.getByRole("region", { name: /service/i }).getByRole("columnheader");
  await expect(wireless.last()).toHaveText(/36 months/);
  await expect(wireless.filter({ hasText: "Comments" })).toHaveCount(0);
});

test("wireless backup leads to both coverage pages, and each leads back", async ({ page }) => {
  for (const network of ["telstra", "optus"]) {
    await openHydrated(page, "/internet/wireless-backup");
    await page.locator(`a[href="/coverage/${network}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/coverage/${network}$`));
    await page.getByRole("link", { name: /Back/ }).click();
    await expect(page).toHaveURL(/\/internet\/wireless-backup$/);
  }
});

test("speed boost offers nbn plans and the customer portal in a new tab", async ({ page }) => {
  await openHydrated(page, "/speed-boost");
  await expect(page.getByRole("link", { name: "View nbn plans" })).toHaveAttribute(
    "href",
    "/small-business/nbn",
  );
  const portal = page.getByRole("link", { name: /Boost in the customer portal/ });
  await expect(portal).toHaveAttribute("target", "_blank");
  await expect(portal).toHaveAttribute("href", /^https:\/\//);
});

test("a case study that fails to load hides its content, not the site", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/.*/);
  await openHydrated(page, "/case-studies");
  // The story's data arrives over the network on an in-app navigation; cut it off.
  await page.route(/\/case-studies\/[^/]+\.data/, (route) => route.abort());
  await page
    .getByRole("link", { name: /Read the story/ })
    .first()
    .click();
  await expect(page.getByRole("link", { name: "Browse all customer stories" })).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  await expect(page.getByTestId("strip-phone")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Whoops!" })).toHaveCount(0);
});
