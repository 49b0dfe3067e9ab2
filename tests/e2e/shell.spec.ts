import { signAgentToken } from "../support/agent-token";
import { expect, expectNoAxeViolations, openHydrated, test } from "./support/fixtures";

const NOT_FOUND_RESOURCE = /Failed to load resource: the server responded with a status of 404/;
const nowSeconds = () => Math.floor(Date.now() / 1000);

test.describe("top strip and footer", () => {
  test("shows the sales number, Contact Us and Login, and the footer's menus", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByTestId("strip-phone");
    await expect(strip).toHaveText(/1300 975 707/);
    await expect(strip).toHaveAttribute("href", "tel:1300975707");
    await expect(page.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveAttribute(
      "href",
      "/login",
    );

    const footer = page.locator("footer");
    await expect(footer.getByText("for Business")).toBeVisible();
    await expect(footer.getByText("Data, voice and communications solutions")).toBeVisible();
    await expect(footer.getByRole("link", { name: "Tidewire for Business, home" })).toHaveAttribute(
      "href",
      "/",
    );
    const navigate = footer.getByRole("navigation", { name: "Navigate" });
    await expect(navigate.getByRole("link")).toHaveText([
      "Internet",
      "Voice",
      "Network solutions",
      "Small business",
      "Partners",
    ]);
    const company = footer.getByRole("navigation", { name: "Company" });
    await expect(company.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(company.getByRole("link", { name: "Customer login" })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(company.getByRole("link", { name: "Terms and conditions" })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Tidewire Communications`);
    await expectNoAxeViolations(page);
  });

  test("shows the small-business number on small-business paths", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(NOT_FOUND_RESOURCE);
    await page.goto("/small-business/nbn/register");
    await expect(page.getByTestId("strip-phone")).toHaveText(/1300 975 709/);
    await expect(page.locator("body")).toHaveClass("page-small-business-nbn-register");
  });
});

test.describe("desktop navigation", () => {
  test.skip(({ isMobile }) => isMobile, "desktop layout");

  test("opens a section's dropdown on hover and follows a child link", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(NOT_FOUND_RESOURCE);
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main", exact: true });
    const fibre = main.getByRole("link", { name: "Business fibre" });
    await expect(fibre).toBeHidden();
    await main.getByRole("link", { name: "Internet", exact: true }).hover();
    await expect(fibre).toBeVisible();
    await fibre.click();
    await expect(page).toHaveURL(/\/internet\/business-fibre$/);
  });

  test("is operable by keyboard, with Escape returning focus to the button", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Voice pages" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(panel.getByRole("link", { name: "Business VoIP" })).toBeVisible();
    // Under its section, starting at the section's left edge.
    const section = page.getByRole("navigation", { name: "Main", exact: true }).locator("li", {
      has: toggle,
    });
    const [sectionBox, panelBox] = [await section.boundingBox(), await panel.boundingBox()];
    expect(Math.abs(panelBox!.y - (sectionBox!.y + sectionBox!.height))).toBeLessThan(2);
    expect(Math.abs(panelBox!.x - sectionBox!.x)).toBeLessThan(2);
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Overview" })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(panel.getByRole("link", { name: "Business VoIP" })).toBeHidden();
  });

  test.describe("before any script", () => {
    test.use({ javaScriptEnabled: false });

    test("opens a section by keyboard, moves into it, and closes with Escape", async ({ page }) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Voice pages" });
      const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(panel.getByRole("link", { name: "Business VoIP" })).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(panel.getByRole("link", { name: "Overview" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(panel.getByRole("link", { name: "Business VoIP" })).toBeHidden();
      await expect(toggle).toBeFocused();
      // Opened again and followed by keyboard too. A pointer sent while the panel still fades
      // in could land on the page beneath and dismiss it: the hover test drives the pointer.
      await toggle.press("Enter");
      await expect(panel).toHaveCSS("opacity", "1");
      await panel.getByRole("link", { name: "Bulk SMS" }).press("Enter");
      await expect(page).toHaveURL(/\/voip\/bulk-sms$/);
    });
  });

  test("marks the section and child of the current path, but not a section's Overview on deeper paths", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(NOT_FOUND_RESOURCE);
    const main = page.getByRole("navigation", { name: "Main", exact: true });
    await page.goto("/internet/business-fibre");
    await expect(main.getByRole("link", { name: "Internet", exact: true })).toHaveAttribute(
      "data-active",
      "true",
    );
    await expect(main.getByRole("link", { name: "Voice", exact: true })).not.toHaveAttribute(
      "data-active",
    );
    // The dropdowns are closed: find their links by address.
    await expect(main.locator('a[href="/internet/business-fibre"]')).toHaveAttribute(
      "data-active",
      "true",
    );
    await expect(main.locator('a[href="/internet"]').nth(1)).not.toHaveAttribute("data-active");

    await page.goto("/small-business");
    const sectionLinks = main.locator('a[href="/small-business"]');
    await expect(sectionLinks).toHaveCount(2);
    await expect(sectionLinks.nth(0)).toHaveAttribute("data-active", "true");
    await expect(sectionLinks.nth(1)).toHaveAttribute("data-active", "true");
  });
});

test.describe("mobile navigation", () => {
  test.skip(({ isMobile }) => !isMobile, "mobile layout");

  test("slides in the menu and a section's pages, and closes with Escape", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(NOT_FOUND_RESOURCE);
    // A visitor taps as soon as the page shows, whether or not its script has run.
    await page.goto("/", { waitUntil: "commit" });
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    await menuButton.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("button", { name: "Voice" })).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);

    await menu.getByRole("button", { name: "Voice" }).click();
    await expect(menu.getByRole("link", { name: "Bulk SMS" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Back to the menu" })).toBeFocused();
    await menu.getByRole("button", { name: "Back to the menu" }).click();
    await expect(menu.getByRole("link", { name: "Bulk SMS" })).toBeHidden();
    await expect(menu.getByRole("button", { name: "Voice" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole("button", { name: "Internet" }).click();
    await menu.getByRole("link", { name: "Wireless backup" }).click();
    await expect(page).toHaveURL(/\/internet\/wireless-backup$/);
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test.describe("before any script", () => {
    test.use({ javaScriptEnabled: false });

    test("opens the menu and a section, follows a link, and closes with Escape", async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(NOT_FOUND_RESOURCE);
      await page.goto("/");
      const menuButton = page.getByRole("button", { name: "Menu", exact: true });
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeHidden();
      await menuButton.click();
      await menu.getByRole("button", { name: "Voice" }).click();
      await expect(menu.getByRole("link", { name: "Bulk SMS" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu.getByRole("link", { name: "Bulk SMS" })).toBeHidden();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();

      await menuButton.click();
      await menu.getByRole("button", { name: "Internet" }).click();
      await menu.getByRole("link", { name: "Wireless backup" }).click();
      await expect(page).toHaveURL(/\/internet\/wireless-backup$/);
    });
  });

  test("shows a section's Overview as current only on the section page", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(NOT_FOUND_RESOURCE);
    await page.goto("/small-business");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("button", { name: "Small business" })).toHaveAttribute(
      "data-active",
      "true",
    );
    await menu.getByRole("button", { name: "Small business" }).click();
    await expect(menu.getByRole("link", { name: "Overview" })).toHaveAttribute(
      "data-active",
      "true",
    );
  });
});

test.describe("redirects, not found and errors", () => {
  test("follows the retired paths to their new homes", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(NOT_FOUND_RESOURCE);
    await page.goto("/internet/business-grade-tc2-nbn");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/small-business/nbn/features");
    await expect(page).toHaveURL(/\/small-business\/nbn$/);
  });

  test("shows the not-found view with a theme and HTTP 404", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(NOT_FOUND_RESOURCE);
    const response = await page.goto("/this/page/is/not/here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Whoops!" })).toBeVisible();
    await expect(
      page.getByText("Sorry to break it to you, but this page does not exist!"),
    ).toBeVisible();
    await expect(page.locator("[data-theme]")).toHaveAttribute(
      "data-theme",
      /^(internet|voice|managed-services|network-solutions|partners)$/,
    );
    await expectNoAxeViolations(page);
  });

  test("shows the error view without navigation or footer", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The browser logs the failed document and the error boundary reports the error.
    allowConsoleErrors(/status of 500|Unexpected Server Error/);
    const response = await page.goto("/sentry-test-error");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "Whoops!" })).toBeVisible();
    await expect(
      page.getByText("Whoops! There was a bit of a mix up and something went wrong..."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /support@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("page behaviours", () => {
  test("offers back-to-top after 1000 px of scroll", async ({ page }) => {
    await page.goto("/");
    // The shell's own pages are short; lengthen this one to give the visitor room to scroll.
    await page.evaluate(() => {
      document.getElementById("main")!.style.minHeight = "4000px";
    });
    const button = page.getByRole("button", { name: "Back to top" });
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1100));
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("resets scroll on path change and sets the body class", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(NOT_FOUND_RESOURCE);
    await page.goto("/");
    await page.evaluate(() => {
      document.getElementById("main")!.style.minHeight = "4000px";
      window.scrollTo(0, 1500);
    });
    await page.locator("footer").getByRole("link", { name: "Partners" }).click();
    await expect(page).toHaveURL(/\/partners$/);
    await expect(page.locator("body")).toHaveClass("page-partners");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("reloads when the window crosses 991 px", async ({ page, isMobile }) => {
    test.skip(isMobile, "resizing a desktop window");
    // The page watches its width once its script has started: a resize before then is no
    // crossing, only the width it starts with.
    await openHydrated(page, "/");
    await page.evaluate(() => Object.assign(window, { marker: "before" }));
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "before",
    );
    await Promise.all([
      page.waitForEvent("load"),
      page.setViewportSize({ width: 900, height: 800 }),
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { marker?: string }).marker),
    ).toBeUndefined();
  });

  test("records conversation id and utm source from the URL", async ({ page }) => {
    await page.goto("/?conversation_id=conv-881&utm_source=spring-campaign");
    await expect
      .poll(() =>
        page.evaluate(() => [
          sessionStorage.getItem("conversation_id"),
          sessionStorage.getItem("utm_source"),
        ]),
      )
      .toEqual(["conv-881", "spring-campaign"]);
  });
});

test.describe("agent mode", () => {
  test("logs an agent in from a URL token and out again", async ({ page }) => {
    const token = signAgentToken({
      name: "Priya Natarajan",
      agent_code: "AG-1042",
      exp: nowSeconds() + 3600,
    });
    await page.goto(`/?agent_token=${token}&utm_source=agent-desk`);
    const logout = page.getByRole("button", { name: "Not Priya? Log Out" });
    await expect(logout).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us", exact: true })).toHaveCount(0);
    // The token leaves the address bar; other parameters stay.
    await expect(page).toHaveURL(/\/\?utm_source=agent-desk$/);
    expect(
      await page.evaluate(() => ({
        isAgent: localStorage.getItem("isAgent"),
        token: localStorage.getItem("orderFormToken"),
        username: localStorage.getItem("agentUsername"),
        code: localStorage.getItem("agentCode"),
      })),
    ).toEqual({ isAgent: "true", token, username: "Priya", code: "AG-1042" });
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(logout).toBeVisible();

    await logout.click();
    await expect(page.getByRole("link", { name: "Contact Us", exact: true })).toBeVisible();
    expect(
      await page.evaluate(() =>
        ["isAgent", "orderFormToken", "agentUsername", "expiry", "agentCode"].map((key) =>
          localStorage.getItem(key),
        ),
      ),
    ).toEqual(["false", null, null, null, null]);
  });

  test("refuses an expired or malformed token and clears a stored session", async ({ page }) => {
    const valid = signAgentToken({
      name: "Sam Okafor",
      agent_code: "AG-7",
      exp: nowSeconds() + 3600,
    });
    await page.goto(`/?agent_token=${valid}`);
    await expect(page.getByRole("button", { name: "Not Sam? Log Out" })).toBeVisible();

    const expired = signAgentToken({
      name: "Sam Okafor",
      agent_code: "AG-7",
      exp: nowSeconds() - 5,
    });
    await page.goto(`/?agent_token=${expired}`);
    // The server renders the visitor's strip; the browser then reads the token and clears.
    await expect
      .poll(() =>
        page.evaluate(() => [
          localStorage.getItem("isAgent"),
          localStorage.getItem("orderFormToken"),
        ]),
      )
      .toEqual(["false", null]);
    await expect(page.getByRole("link", { name: "Contact Us", exact: true })).toBeVisible();

    await page.goto(`/?agent_token=${valid}`);
    await expect(page.getByRole("button", { name: "Not Sam? Log Out" })).toBeVisible();
    await page.goto("/?agent_token=not-a-token");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("isAgent"))).toBe("false");
    await expect(page.getByRole("link", { name: "Contact Us", exact: true })).toBeVisible();
  });

  test("ends a stored agent session once it expires", async ({ page }) => {
    const token = signAgentToken({
      name: "Lee Chen",
      agent_code: "AG-3",
      exp: nowSeconds() + 3600,
    });
    await page.goto(`/?agent_token=${token}`);
    await expect(page.getByRole("button", { name: "Not Lee? Log Out" })).toBeVisible();
    // The page drops the token from the address after a navigation; a reload before that
    // would sign the agent in again.
    await expect(page).not.toHaveURL(/agent_token/);
    await page.evaluate(() =>
      localStorage.setItem("expiry", String(Math.floor(Date.now() / 1000) - 1)),
    );
    await page.reload();
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem("isAgent"), localStorage.getItem("agentCode")]),
      )
      .toEqual(["false", null]);
    await expect(page.getByRole("link", { name: "Contact Us", exact: true })).toBeVisible();
  });
});
