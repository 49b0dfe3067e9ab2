import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, openHydrated, test } from "./support/fixtures";

const ratesBox = (page: Page) => page.getByRole("searchbox", { name: "Destination country" });
const roamingBox = (page: Page) =>
  page.getByRole("combobox", { name: "Country you are travelling to" });
const roamingResult = (page: Page) => page.getByTestId("roaming-result");

test("View plans brings the fleet plans into view", async ({ page }) => {
  await openHydrated(page, "/mobile-fleet");
  const plans = page.locator("#plans");
  await expect(plans.getByRole("heading", { level: 3, name: "Small" })).not.toBeInViewport();
  await page.getByRole("link", { name: "View plans" }).click();
  await expect(plans.getByRole("heading", { level: 2 })).toBeInViewport();
  await expect(plans).toBeFocused();
  for (const [title, price] of [
    ["Small", "$25.00"],
    ["Medium", "$45.00"],
    ["Large", "$55.00"],
    ["5G", "$60.00"],
  ] as const) {
    await expect(plans.locator(`[data-plan="${title}"]`)).toContainText(price);
  }
});

test("the international rates search: idle, loading, results and no result", async ({ page }) => {
  await openHydrated(page, "/mobile-fleet");
  const status = page.getByTestId("rates-status");
  await expect(status).toHaveText("Start typing the country to find the rates.");

  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/searchMobileInternationalRates/"))
      requests.push(request.url());
  });
  // Answers wait until the loading state has been seen.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/searchMobileInternationalRates/**", async (route) => {
    await released;
    await route.continue();
  });

  await ratesBox(page).fill("n");
  await page.waitForTimeout(700);
  await expect(status).toHaveText("Start typing the country to find the rates.");
  expect(requests).toEqual([]);

  await ratesBox(page).pressSequentially("ew zeal", { delay: 40 });
  await expect(status).toContainText("Searching…");
  release();
  const table = page.getByRole("table", { name: /International call rates matching/ });
  await expect(table.getByRole("columnheader")).toHaveText(["Destination", "Zone", "Price/min"]);
  await expect(table.getByRole("row", { name: /New Zealand \(\+64\)/ })).toContainText("$0.31");
  // Debounced: one request for the whole word.
  expect(requests).toHaveLength(1);
  await expectNoAxeViolations(page);

  await ratesBox(page).fill("Atlantis");
  await expect(status).toHaveText('No results found for "Atlantis".');
  await expect(table).toHaveCount(0);
});

test("the roaming look-up shows the chosen network's zone, type, codes and zone rates, and Cancel clears it", async ({
  page,
  isMobile,
}) => {
  await openHydrated(page, "/mobile-fleet");
  const result = roamingResult(page);
  await roamingBox(page).fill("fiji");
  const preferred = page.getByRole("option", { name: /Fiji.*Vodafone Fiji/ });
  await expect(preferred).toBeVisible();
  if (isMobile) {
    await preferred.tap();
  } else {
    // The combobox pattern: arrows to the suggestion, Enter to choose it.
    await roamingBox(page).press("ArrowDown");
    await expect(roamingBox(page)).toHaveAttribute("aria-activedescendant", /.+/);
    await roamingBox(page).press("Enter");
  }
  await expect(page.getByRole("option")).toHaveCount(0);
  await expect(roamingBox(page)).toHaveValue("");

  const network = result.getByRole("table", { name: "Fiji: Vodafone Fiji" });
  await expect(network.getByRole("row", { name: /Zone/ })).toContainText("2");
  await expect(network.getByRole("row", { name: /Network type/ })).toContainText(
    "Preferred network operator",
  );
  await expect(network.getByRole("row", { name: /MCC/ })).toContainText("542");
  await expect(network.getByRole("row", { name: /MNC/ })).toContainText("01");
  // Only the chosen zone's rates.
  await expect(result.getByRole("table", { name: "Zone 2 roaming rates" })).toBeVisible();
  for (const zone of [1, 3, 4]) {
    await expect(result.getByRole("table", { name: `Zone ${zone} roaming rates` })).toBeHidden();
  }
  await expect(result.getByRole("row", { name: /^Voice calls/ })).toContainText("$2.50/min");
  await expect(result.getByRole("row", { name: /^Data/ })).toContainText("$1.25/MB");
  await expect(page.getByText("These figures are for information only")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Things you need to know about roaming" }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
    page.viewportSize()!.width,
  );
  await expectNoAxeViolations(page);

  await roamingBox(page).fill("japan");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(roamingBox(page)).toHaveValue("");
  await expect(roamingBox(page)).toBeFocused();
  await expect(page.getByRole("option")).toHaveCount(0);
  await expect(result.getByRole("table")).toHaveCount(0);
});

test.describe("roaming look-up details", () => {
  test.skip(({ isMobile }) => isMobile, "behaviour, not layout: checked once on desktop");

  test("a new choice fades the table out, and the country appears 250 ms later as it fades in", async ({
    page,
  }) => {
    await openHydrated(page, "/mobile-fleet");
    const result = roamingResult(page);
    await roamingBox(page).fill("france");
    await page.getByRole("option", { name: /Orange France/ }).click();
    await expect(result).toContainText("France");
    await expect(result).toHaveAttribute("data-fade", "in");

    // Watch the result from the moment of the next choice.
    await page.evaluate(() => {
      const target = document.querySelector('[data-testid="roaming-result"]')!;
      const events: { at: number; fade: string | null; text: string }[] = [];
      (window as unknown as { fadeEvents: typeof events }).fadeEvents = events;
      new MutationObserver(() => {
        events.push({
          at: performance.now(),
          fade: target.getAttribute("data-fade"),
          text: target.querySelector("h4")?.textContent ?? "",
        });
      }).observe(target, { attributes: true, childList: true, subtree: true, characterData: true });
    });
    await roamingBox(page).fill("japan");
    const choice = page.getByRole("option", { name: /Japan.*SoftBank/ });
    await expect(choice).toBeVisible();
    const chosenAt = await choice.evaluate((option) => {
      const at = performance.now();
      (option as HTMLElement).click();
      return at;
    });
    await expect(result).toContainText("Japan");
    await expect(result).toHaveAttribute("data-fade", "in");
    await expect(result).toHaveCSS("opacity", "1");

    const events = await page.evaluate(
      () =>
        (window as unknown as { fadeEvents: { at: number; fade: string; text: string }[] })
          .fadeEvents,
    );
    const fadedOut = events.find((event) => event.fade === "out");
    const japanShown = events.find((event) => event.text.startsWith("Japan"));
    expect(fadedOut, "the table fades out first").toBeDefined();
    expect(fadedOut!.text, "still showing the previous country while fading").toMatch(/^France/);
    expect(fadedOut!.at - chosenAt, "fades out at once").toBeLessThan(150);
    expect(japanShown, "then shows the new country").toBeDefined();
    expect(japanShown!.fade).toBe("in");
    // The swap waits 250 ms from the choice (timers never fire early), and not much longer.
    expect(japanShown!.at - chosenAt).toBeGreaterThanOrEqual(249);
    expect(japanShown!.at - chosenAt).toBeLessThan(700);
  });

  test("'No country found.' is the one entry for an unknown country and only refocuses the box", async ({
    page,
  }) => {
    await openHydrated(page, "/mobile-fleet");
    await roamingBox(page).fill("Atlantis");
    const empty = page.getByRole("option", { name: "No country found." });
    await expect(empty).toBeVisible();
    await expect(page.getByRole("option")).toHaveCount(1);
    await empty.click();
    await expect(roamingBox(page)).toBeFocused();
    await expect(roamingBox(page)).toHaveValue("Atlantis");
    await expect(roamingResult(page).getByRole("table")).toHaveCount(0);
  });

  test("searches only from 3 characters, after 500 ms without typing", async ({ page }) => {
    await openHydrated(page, "/mobile-fleet");
    const requested: number[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/searchRoamingCountries/")) requested.push(Date.now());
    });
    await roamingBox(page).fill("fi");
    await page.waitForTimeout(800);
    expect(requested).toEqual([]);
    const typedAt = Date.now();
    await roamingBox(page).press("j");
    await expect(page.getByRole("option", { name: /Fiji/ }).first()).toBeVisible();
    expect(requested).toHaveLength(1);
    expect(requested[0]! - typedAt).toBeGreaterThanOrEqual(450);
  });

  test("a failed search is reported and shows nothing more", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/500|GET \/api\/search/);
    await openHydrated(page, "/mobile-fleet");
    await page.route("**/api/search*/**", (route) =>
      route.fulfill({ status: 500, json: { message: "Internal error" } }),
    );
    const reported = page.waitForEvent("console", (message) =>
      /GET \/api\/searchRoamingCountries\/fiji failed/.test(message.text()),
    );
    await roamingBox(page).fill("fiji");
    await reported;
    await expect(page.getByRole("option")).toHaveCount(0);
    await expect(roamingResult(page)).toBeEmpty();

    const ratesReported = page.waitForEvent("console", (message) =>
      /GET \/api\/searchMobileInternationalRates\/nz failed/.test(message.text()),
    );
    await ratesBox(page).fill("nz");
    await ratesReported;
    await expect(page.getByTestId("rates-status")).toHaveText("");
  });
});

test("the coverage map is framed with its prompt and terms of use", async ({ page }) => {
  await openHydrated(page, "/mobile-fleet");
  const coverage = page.locator("#coverage");
  await expect(coverage.getByText("Enter a street, suburb or postcode in the map")).toBeVisible();
  await expect(coverage.getByRole("link", { name: "Coverage map terms of use" })).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
  const frame = page.locator('iframe[title="Tidewire mobile coverage map"]');
  // The frame loads lazily, when it comes near the viewport.
  await frame.scrollIntoViewIfNeeded();
  const map = frame.contentFrame();
  await map.getByLabel("Street, suburb or postcode").fill("3000");
  await map.getByRole("button", { name: "Show coverage" }).click();
  await expect(map.getByRole("status")).toHaveText("Coverage at 3000: 5G outdoors and 4G indoors.");
});
