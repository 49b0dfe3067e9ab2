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
