import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** What the price checker's browser tests (its own, and its quotes') share. */

export const checker = (page: Page) =>
  page.getByRole("form", { name: "Business fibre price checker" });

/** A carrier's row of the price checker's results table. */
export const carrierRow = (page: Page, carrier: string) =>
  page.locator(`tr[data-carrier="${carrier}"]`);

export async function chooseAddress(page: Page, address: string) {
  await page.getByRole("combobox", { name: "Business address" }).fill(address);
  await page.getByRole("option", { name: address }).click();
}

export async function fillDetails(form: Locator, email = "priya@docklandsfreight.example") {
  await form.getByLabel("First name").fill("Priya");
  await form.getByLabel("Last name").fill("O'Connell");
  await form.getByLabel("Company").fill("Docklands Freight Co");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("03 5550 4321");
}

/** A whole check, as a visitor makes one: the address, their details, then every carrier's answer. */
export async function checkPrices(page: Page, address: string) {
  await chooseAddress(page, address);
  await fillDetails(checker(page));
  await checker(page).getByRole("button", { name: "Check prices" }).click();
  await expect(page.getByText("All 6 carriers have answered.")).toBeVisible();
}
