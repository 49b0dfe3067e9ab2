import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { startServer, type RunningServer } from "../support/server";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

/**
 * Marketing edits the site (ADR 0046): a change made in the editor is on the public page at
 * once. The editor writes files, so this spec runs a site of its own over a copy of the content
 * (the shared site's pages must not change under other specs). A desktop tool: one project.
 */
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "the content editor is a desktop tool");

let site: RunningServer;
let folder: string;
test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "tidewire-editor-e2e-"));
  cpSync("content", folder, { recursive: true });
  site = await startServer({ env: { CONTENT_DIR: folder } });
});
test.afterAll(async () => {
  await site?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test.beforeEach(({ allowConsoleErrors }) => {
  // The editor asks for its web font; the editor's CSP keeps it to this origin.
  allowConsoleErrors(/fonts\.googleapis\.com/);
});

async function openEntry(page: Page, entry: string) {
  await page.goto(`${site.baseUrl}/keystatic/singleton/${entry}`);
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
}

async function saveAndWait(page: Page) {
  const saved = page.waitForResponse((response) =>
    response.url().endsWith("/api/keystatic/update"),
  );
  await page.getByRole("button", { name: "Save" }).click();
  return saved;
}

const plansFile = () => join(folder, "plans/small-business-nbn.json");
const plans = () => JSON.parse(readFileSync(plansFile(), "utf8"));

/** Types a new price for the first nbn plan in the editor and saves; the save's answer. */
async function saveFirstPlanPrice(page: Page, price: string) {
  const [{ planTitle }] = plans()["no-contract"];
  await openEntry(page, "nbnPlans");
  await page.getByText(planTitle, { exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Price", exact: true }).fill(price);
  await dialog.getByRole("button", { name: "Done" }).click();
  return saveAndWait(page);
}

test("a plan's new price, saved in the editor, is on /small-business/nbn", async ({ page }) => {
  const [{ id }] = plans()["no-contract"];
  expect((await saveFirstPlanPrice(page, "79.95")).status()).toBe(200);

  expect(plans()["no-contract"].find((plan: { id: string }) => plan.id === id).price).toBe(79.95);
  await page.goto(`${site.baseUrl}/small-business/nbn`);
  await expect(page.getByText("$79.95/mth").first()).toBeAttached();
});

test("a page's new heading, saved in the editor, is that page's heading", async ({ page }) => {
  await openEntry(page, "smallBusinessNbn");
  const heading = "Business nbn for shops, studios and surgeries";
  // The page's own title comes first; its sections have titles of their own below it.
  await page.getByRole("textbox", { name: "Title", exact: true }).first().fill(heading);
  expect((await saveAndWait(page)).status()).toBe(200);

  await page.goto(`${site.baseUrl}/small-business/nbn`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
});

test("a price the schema refuses is not saved, and the editor says which field", async ({
  page,
  allowConsoleErrors,
}) => {
  // The refused save's 422, as the browser reports any failed request.
  allowConsoleErrors(/status of 422/);
  const before = readFileSync(plansFile(), "utf8");
  expect((await saveFirstPlanPrice(page, "0")).status()).toBe(422);

  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Not saved: fix these fields first.");
  await expect(alert).toContainText("nbn plans › No contract › 1 › Price: Too small");
  expect(readFileSync(plansFile(), "utf8")).toBe(before);
});

test("the editor's pages pass axe, its lists' remove buttons named", async ({ page }) => {
  await openEntry(page, "smallBusinessNbn");
  await expect(page.getByRole("button", { name: "Remove item" }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${site.baseUrl}/keystatic`);
  await expect(page.getByRole("link", { name: "nbn plans" }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
