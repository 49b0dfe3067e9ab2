import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** What the ordering journeys' browser tests (small-business nbn, Flip to Fibre) share. */

export const addressBox = (page: Page) => page.getByRole("combobox", { name: "Business address" });
export const results = (page: Page) => page.getByTestId("address-results");

/** Types, picks the suggestion, and waits for the qualification's results. */
export async function checkAddress(page: Page, typed: string, address: string) {
  await addressBox(page).fill(typed);
  await page.getByRole("option", { name: address }).click();
  await expect(results(page)).toContainText(`Results for ${address}`);
}

/** A field of the order the order-site stand-in received. */
export const received = (page: Page, field: string) =>
  page.locator("tr", { has: page.locator(`th:text-is("${field}")`) }).locator("td");

/** The plan cards' headings in the plans region the page names. */
export const planHeadingsIn = (page: Page, region: string) =>
  page.getByRole("region", { name: region }).getByRole("heading", { level: 3 });

export const total = (page: Page, name: string) => page.locator(`[data-total="${name}"]`);

/** The order's totals as shown (a journey's summary or a quote page), "" for one not shown. */
export async function summaryFigures(page: Page): Promise<string[]> {
  const figures: string[] = [];
  for (const name of ["monthly", "after-special", "upfront", "minimum"]) {
    const text = (await total(page, name).count()) ? await total(page, name).textContent() : "";
    figures.push((text ?? "").replace("/mth", ""));
  }
  return figures;
}

/** How many plans the carousel the page names shows whole across its width. */
export const plansShownAtOnce = (page: Page, region: string) =>
  page.getByRole("region", { name: region }).evaluate((carousel) => {
    const viewport = carousel.firstElementChild!.getBoundingClientRect();
    return [...carousel.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });

/** Presses "Order now" and waits for the order-site stand-in to show the order for `address`. */
export async function orderAndReceive(page: Page, address: string) {
  await page.getByRole("button", { name: "Order now" }).click();
  await expect(page).toHaveURL(/\/__sim\/order-site\/order\?/);
  await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
  await expect(received(page, "Service address")).toHaveText(address);
}

/** Makes the qualification gateway fail, picks Parramatta, and waits for the error it shows. */
export async function failQualification(page: Page) {
  await page.route("**/api/v2/service-qualification?**", (route) =>
    route.fulfill({ status: 502, json: { message: "down" } }),
  );
  await addressBox(page).fill("120 Church St Parram");
  await page.getByRole("option", { name: "120 Church St, Parramatta NSW 2150" }).click();
  await expect(results(page)).toContainText(
    "Oops, something went wrong. Please check the spelling of your address and try again.",
  );
}

/**
 * The order summary's line for one choice: "Not added" until it is chosen, then its price. A
 * press shows on its own control first, and the summary, the totals and the link follow a
 * render later (ADR 0049): once the summary prices the last choice made, its figures are those
 * of every choice.
 */
export const summaryLine = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByText(title, { exact: true }) });

/** The small-business nbn order the journey tests quote: Performance, a phone line, an extender. */
export async function chooseNbnOrder(page: Page) {
  await page.getByRole("button", { name: /^Select plan: Performance/ }).click();
  await page.getByRole("checkbox", { name: /Add a business phone line/ }).check();
  await page.getByRole("button", { name: /Add to cart: Gigabit WiFi-6 mesh extender/ }).click();
  await expect(summaryLine(page, "Gigabit WiFi-6 mesh extender")).toContainText("$");
}
