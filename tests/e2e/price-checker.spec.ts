import type { Page, Request } from "@playwright/test";
import { PRICING_SCENARIOS } from "../../simulators/carriers/scenarios";
import {
  crmLeads,
  dataLayer,
  expect,
  expectNoAxeViolations,
  openHydrated,
  test,
} from "./support/fixtures";
import {
  carrierRow,
  checker,
  chooseAddress,
  fillDetails,
  checkPrices,
} from "./support/price-checker";

/**
 * The business-fibre price checker and enterprise ethernet pricing in a real browser against
 * the built site and the carrier stand-ins. Each scenario address makes the stand-ins behave
 * the same way every time (simulators/carriers/scenarios.ts; README "Trying the price checker").
 */

const CALCULATING = "Calculating pricing (may take up to 20 seconds)";
const GENERIC = /Unfortunately an error has occurred, our team will put down their coffees/;
const MONEY = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;

const table = (page: Page) => page.getByRole("table");
const row = carrierRow;

/**
 * Speed buttons are labelled radios and people click the label. The mouse clicks where it is,
 * as a visitor's would: a locator click would set even a disabled radio.
 */
async function chooseSpeed(page: Page, mbps: number) {
  const label = page.getByText(`${mbps} Mbps`, { exact: true });
  await label.scrollIntoViewIfNeeded();
  const box = await label.boundingBox();
  if (!box) throw new Error(`no ${mbps} Mbps button`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

declare global {
  interface Window {
    tableStates: Record<string, string>[];
  }
}

/** Runs in the page: every distinct set of row states the results table showed, in order. */
function recordTableStates() {
  window.tableStates = [];
  new MutationObserver(() => {
    const rows = [...document.querySelectorAll<HTMLElement>("tr[data-carrier]")];
    if (rows.length === 0) return;
    const state = Object.fromEntries(
      rows.map((row) => [row.dataset.carrier ?? "", row.dataset.status ?? ""]),
    );
    const last = window.tableStates.at(-1);
    if (JSON.stringify(last) !== JSON.stringify(state)) window.tableStates.push(state);
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/**
 * Holds the page's requests to `url` (those `held` picks) until `release` lets them, and any
 * later one, through.
 */
async function holdRequests(
  page: Page,
  url: string,
  held: (request: Request) => boolean = () => true,
): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (held(route.request())) await released;
    await route.continue();
  });
  return { release };
}

/** The carrier pricing calls the page sends. */
function countPricingCalls(page: Page): { calls: Request[] } {
  const seen = { calls: [] as Request[] };
  page.on("request", (request) => {
    if (request.url().endsWith("/api/get-fibre-pricing")) seen.calls.push(request);
  });
  return seen;
}

test.describe("price checker", () => {
  test("an empty check names every missing field, focus on the address, speed 100 preselected", async ({
    page,
  }) => {
    await openHydrated(page, "/internet");
    await expect(page.getByRole("radio", { name: "100 Mbps" })).toBeChecked();
    await expect(checker(page).getByRole("radio")).toHaveCount(6);
    await checker(page).getByRole("button", { name: "Check prices" }).click();

    await expect(checker(page).getByRole("alert")).toHaveText(
      "Please check the highlighted fields and try again.",
    );
    const address = page.getByRole("combobox", { name: "Business address" });
    await expect(address).toBeFocused();
    await expect(address).toHaveAccessibleDescription(/The business address field is required\./);
    await expect(checker(page).getByLabel("Email")).toHaveAccessibleDescription(
      "The email field is required.",
    );
    await expect(checker(page).getByLabel("Company")).not.toHaveAttribute("aria-invalid", /.*/);
    await expectNoAxeViolations(page);
  });

  test("priceChecker variant: validates, saves the lead, and prices every carrier at 100 Mbps", async ({
    page,
  }) => {
    const pricing = countPricingCalls(page);
    // The check is held until the loading state has been seen: on a fast run the whole check
    // can end between two looks at the page.
    const checked = await holdRequests(page, "**/api/validate-price-checker-form");
    await openHydrated(page, "/internet");
    await chooseAddress(page, PRICING_SCENARIOS.allCarriers.address);
    await fillDetails(checker(page));
    await checker(page).getByRole("button", { name: "Check prices" }).click();

    await expect(page.getByText(CALCULATING)).toBeVisible();
    await expect(checker(page).getByRole("button", { name: /Check/ })).toBeHidden();
    // Focus moves from the hidden button to the loader, not to the top of the page.
    await expect(page.getByRole("status").filter({ hasText: CALCULATING })).toBeFocused();
    checked.release();
    await expect(page.getByText("All 6 carriers have answered.")).toBeVisible();
    expect(pricing.calls).toHaveLength(6);
    await expect(page.getByRole("heading", { name: "Fibre prices at 100 Mbps" })).toBeVisible();

    await expect(table(page)).toContainText("Preliminary service qualification");
    await expect(table(page)).toContainText("prices exclude GST");
    for (const carrier of ["TELSTRA", "OPTUS", "NBN", "VOCUS", "DGTEK"]) {
      const cells = row(page, carrier).getByRole("cell");
      await expect(cells).toHaveCount(6);
      for (const text of await cells.allTextContents()) expect(text).toMatch(MONEY);
    }
    await expect(row(page, "AAPT")).toContainText("This speed unavailable at your address");
    await expect(row(page, "AAPT")).toContainText("AAPT supports 1000 Mbps only");
    await expect(checker(page).getByRole("button", { name: "Check again" })).toBeVisible();
    await expectNoAxeViolations(page);

    const event = (await dataLayer(page)).find((entry) => entry.event === "price-checker-submit");
    expect(event).toMatchObject({ variant: "priceChecker" });
    expect(event?.hashed_email).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await dataLayer(page))).not.toContain("docklandsfreight");
    await expect
      .poll(async () =>
        (await crmLeads(page)).find(
          (lead) =>
            (lead.body.fields as Record<string, unknown>).email ===
            "priya@docklandsfreight.example",
        ),
      )
      .toMatchObject({ form: "price-checker" });
  });

  test("fibre variant: the table appears with the first answer, rows fill in out of order", async ({
    page,
  }) => {
    await page.addInitScript(recordTableStates);
    // Only DGTEK is asked at first, the others once its row shows: on a busy machine a page
    // may paint the table late enough for Vocus (250 ms) to have answered as well.
    const others = await holdRequests(
      page,
      "**/api/get-fibre-pricing",
      (request) => (request.postDataJSON() as { carrier?: string }).carrier !== "DGTEK",
    );
    await openHydrated(page, "/internet/business-fibre");
    await chooseAddress(page, PRICING_SCENARIOS.outOfOrder.address);
    await fillDetails(checker(page), "ops@docklandsfreight.example");
    await chooseSpeed(page, 1000);
    await checker(page).getByRole("button", { name: "Check prices" }).click();
    await expect(row(page, "DGTEK")).toHaveAttribute("data-status", "loaded");
    others.release();

    await expect(page.getByText("All 6 carriers have answered.")).toBeVisible();
    // The stand-ins answer DGTEK (50 ms), Vocus, AAPT, NBN, Optus, then Telstra (1.5 s): the
    // table first appeared showing DGTEK's prices and every other row still waiting.
    const states = await page.evaluate(() => window.tableStates);
    expect(states[0]).toEqual({
      TELSTRA: "loading",
      OPTUS: "loading",
      AAPT: "loading",
      NBN: "loading",
      VOCUS: "loading",
      DGTEK: "loaded",
    });
    expect(states.findIndex((state) => state.TELSTRA === "loaded")).toBe(states.length - 1);
    await expect(row(page, "AAPT")).toHaveAttribute("data-status", "loaded");
    await expect(page.getByText(CALCULATING)).toBeHidden();
    await expect
      .poll(async () =>
        (await crmLeads(page)).find(
          (lead) =>
            (lead.body.fields as Record<string, unknown>).email === "ops@docklandsfreight.example",
        ),
      )
      .toMatchObject({ form: "fibre-price-checker" });
  });

  test("one carrier failing errors its own row only", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/502|Failed to load resource/);
    await openHydrated(page, "/internet/business-fibre");
    await chooseAddress(page, PRICING_SCENARIOS.oneCarrierFails.address);
    await fillDetails(checker(page));
    await chooseSpeed(page, 1000);
    await checker(page).getByRole("button", { name: "Check prices" }).click();

    await expect(page.getByText("All 6 carriers have answered.")).toBeVisible();
    await expect(row(page, "OPTUS")).toHaveText(/An error occurred loading this pricing\./);
    for (const carrier of ["TELSTRA", "AAPT", "NBN", "VOCUS", "DGTEK"]) {
      await expect(row(page, carrier)).toHaveAttribute("data-status", "loaded");
    }
  });

  test("no carrier reaching the address shows No results", async ({ page }) => {
    await openHydrated(page, "/internet");
    await chooseAddress(page, PRICING_SCENARIOS.noCarrier.address);
    await fillDetails(checker(page));
    await checker(page).getByRole("button", { name: "Check prices" }).click();

    await expect(
      page.getByText(
        "We can not find a product which matches your address and speed requested. Please try selecting a different speed or give us a call.",
      ),
    ).toBeVisible();
    await expect(row(page, "NBN")).toContainText("This option unavailable at your address.");
  });

  test("a speed change is ignored while a slow carrier loads, and refetches every carrier after", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/504|Failed to load resource/);
    const pricing = countPricingCalls(page);
    await openHydrated(page, "/internet/business-fibre");
    await chooseAddress(page, PRICING_SCENARIOS.slowCarrier.address);
    await fillDetails(checker(page));
    await chooseSpeed(page, 1000);
    await checker(page).getByRole("button", { name: "Check prices" }).click();

    // Vocus takes until its timeout; the other five rows do not wait for it.
    for (const carrier of ["TELSTRA", "OPTUS", "AAPT", "NBN", "DGTEK"]) {
      await expect(row(page, carrier)).toHaveAttribute("data-status", "loaded");
    }
    await expect(row(page, "VOCUS")).toHaveAttribute("data-status", "loading");
    await expect(page.getByRole("radio", { name: "500 Mbps" })).toBeDisabled();
    await chooseSpeed(page, 500);
    await expect(page.getByRole("radio", { name: "1000 Mbps" })).toBeChecked();
    await expect(row(page, "VOCUS")).toHaveText(/An error occurred loading this pricing\./);
    await expect(page.getByText("All 6 carriers have answered.")).toBeVisible();
    expect(pricing.calls).toHaveLength(6);

    await chooseSpeed(page, 500);
    await expect(page.getByRole("radio", { name: "500 Mbps" })).toBeChecked();
    await expect(page.getByRole("heading", { name: "Fibre prices at 500 Mbps" })).toBeVisible();
    await expect(row(page, "AAPT")).toContainText("AAPT supports 1000 Mbps only");
    expect(pricing.calls).toHaveLength(12);
  });

  test("keeps the address and speed in its link, never the visitor: a reload and another browser show the same prices", async ({
    page,
    browser,
  }) => {
    await openHydrated(page, "/internet/business-fibre");
    const { address } = PRICING_SCENARIOS.allCarriers;
    await checkPrices(page, address);
    await chooseSpeed(page, 1000);
    await expect(page.getByRole("heading", { name: "Fibre prices at 1000 Mbps" })).toBeVisible();
    await expect(page.getByText("All 6 carriers have answered.")).toBeVisible();
    const prices = await page.locator("tr[data-carrier]").allInnerTexts();

    const link = new URL(page.url());
    expect(Object.fromEntries(link.searchParams)).toEqual({ address, speed: "1000" });
    expect(link.href).not.toMatch(/priya|docklandsfreight|5550/i);

    await page.reload();
    await expect(page.getByRole("radio", { name: "1000 Mbps" })).toBeChecked();
    await expect(page.getByRole("combobox", { name: "Business address" })).toHaveValue(address);
    await expect(page.getByText("All 6 carriers have answered.")).toBeVisible();
    expect(await page.locator("tr[data-carrier]").allInnerTexts()).toEqual(prices);

    const elsewhere = await browser.newPage();
    try {
      await elsewhere.goto(link.href);
      await expect(
        elsewhere.getByRole("heading", { name: "Fibre prices at 1000 Mbps" }),
      ).toBeVisible();
      await expect(elsewhere.getByText("All 6 carriers have answered.")).toBeVisible();
      expect(await elsewhere.locator("tr[data-carrier]").allInnerTexts()).toEqual(prices);
      // The visitor's details stay with the visitor.
      await expect(checker(elsewhere).getByLabel("Email")).toHaveValue("");
    } finally {
      await elsewhere.close();
    }
  });

  test("Enter in the address box takes the first suggestion", async ({ page }) => {
    await openHydrated(page, "/internet");
    const box = page.getByRole("combobox", { name: "Business address" });
    await box.fill(PRICING_SCENARIOS.allCarriers.address);
    await expect(page.getByRole("option").first()).toBeVisible();
    const first = await page.getByRole("option").first().textContent();
    await box.press("Enter");
    await expect(box).toHaveValue(first ?? "");
  });

  test("text nothing matches offers 'No address found'", async ({ page }) => {
    await openHydrated(page, "/internet");
    await page.getByRole("combobox", { name: "Business address" }).fill("Zzyzx Nowhere Rd");
    await expect(page.getByRole("option", { name: "No address found" })).toBeVisible();
  });

  test("the server's 422 shows its messages and returns to the form", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/422|Failed to load resource/);
    await page.route("**/api/validate-price-checker-form", (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Please check the highlighted fields and try again.",
          errors: { email: ["This email address cannot receive mail."] },
        }),
      }),
    );
    await openHydrated(page, "/internet");
    await chooseAddress(page, PRICING_SCENARIOS.allCarriers.address);
    await fillDetails(checker(page));
    await checker(page).getByRole("button", { name: "Check prices" }).click();

    await expect(checker(page).getByLabel("Email")).toBeFocused();
    await expect(checker(page).getByLabel("Email")).toHaveAccessibleDescription(
      "This email address cannot receive mail.",
    );
    await expect(checker(page).getByRole("button", { name: "Check prices" })).toBeVisible();
    await expect(table(page)).toBeHidden();
  });

  test("a failed validation call shows the closable generic error", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/500|Failed to load resource/);
    await page.route("**/api/validate-price-checker-form", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await openHydrated(page, "/internet");
    await chooseAddress(page, PRICING_SCENARIOS.allCarriers.address);
    await fillDetails(checker(page));
    await checker(page).getByRole("button", { name: "Check prices" }).click();

    await expect(page.getByText(GENERIC)).toBeVisible();
    await page.getByRole("button", { name: "Close this message" }).click();
    await expect(page.getByText(GENERIC)).toBeHidden();
    await expect(checker(page).getByLabel("First name")).toHaveValue("Priya");
  });
});

test.describe("enterprise ethernet pricing", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Enterprise ethernet pricing" });

  async function price(page: Page, address: string) {
    await openHydrated(page, "/internet/nbn-enterprise-ethernet");
    await expect(page.getByRole("radio", { name: "250 Mbps" })).toBeChecked();
    await chooseAddress(page, address);
    await fillDetails(form(page), "it@collinslegal.example");
    await form(page).getByRole("button", { name: "Get pricing" }).click();
  }

  test("shows the 12, 24 and 36 Month Contract cards and saves the lead", async ({ page }) => {
    await price(page, PRICING_SCENARIOS.enterpriseSuccess.address);
    const plans = page.getByRole("list", { name: "Enterprise ethernet plans" });
    await expect(plans.getByRole("heading")).toHaveText([
      "12 Month Contract",
      "24 Month Contract",
      "36 Month Contract",
    ]);
    await expect(plans.getByRole("listitem").first()).toContainText("250 Mbps");
    await expect(plans.getByRole("listitem").first()).toContainText(/\$[\d,]+\.\d{2}\/mth ex GST/);
    await expect(plans.getByRole("listitem").first()).toContainText(/Minimum cost \$[\d,]+\.\d{2}/);
    await expectNoAxeViolations(page);
    await expect
      .poll(async () =>
        (await crmLeads(page)).find(
          (lead) =>
            (lead.body.fields as Record<string, unknown>).email === "it@collinslegal.example",
        ),
      )
      .toMatchObject({ form: "enterprise-nbn" });

    // Another speed hides the plans while it asks again, then shows that speed's.
    await chooseSpeed(page, 1000);
    await expect(plans.getByRole("listitem").first()).toContainText("1000 Mbps");
  });

  test("no one_year price opens the no-fibre dialog with the sales number", async ({ page }) => {
    await price(page, PRICING_SCENARIOS.enterpriseNoFibre.address);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(
      "Your address is not showing up as enabled for fibre at this time.",
    );
    await expect(dialog).toContainText(
      /Please give our team a call on 1300 975 707 as we do have other options\./,
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("list", { name: "Enterprise ethernet plans" })).toBeHidden();
  });

  test("a pricing failure shows the closable internal-error panel", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/502|Failed to load resource/);
    await price(page, PRICING_SCENARIOS.enterpriseFailure.address);
    await expect(page.getByText(GENERIC)).toBeVisible();
    await page.getByRole("button", { name: "Close this message" }).click();
    await expect(page.getByText(GENERIC)).toBeHidden();
  });
});
