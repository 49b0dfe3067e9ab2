import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { writeFile } from "node:fs/promises";
import { watchForEvidence } from "./failure-evidence";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe with the WCAG 2.2 A/AA rule set and fails with a readable list of violations.
 * Legacy mode runs axe in the page itself: the default opens a blank page to merge each frame's
 * results, a second per check, and our pages' only frame is the map provider's, not ours.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join("\n    ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Every test fails on a console error or an uncaught page error it did not declare with
 * `allowConsoleErrors(pattern)`, and a failed test carries the page's requests and state as
 * an attachment (failure-evidence.ts).
 */
export const test = base.extend<{
  allowConsoleErrors: (pattern: RegExp) => void;
  failureEvidence: void;
}>({
  failureEvidence: [
    async ({ page }, use, testInfo) => {
      const collect = watchForEvidence(page);
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        // A file beside Playwright's error context: the reporter prints its path, not a cut text.
        const path = testInfo.outputPath("evidence.txt");
        await writeFile(path, await collect());
        await testInfo.attach("evidence", { path, contentType: "text/plain" });
      }
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(text);
      });
      page.on("pageerror", (error) => {
        if (!allowed.some((pattern) => pattern.test(error.message))) problems.push(error.message);
      });
      await use((pattern) => allowed.push(pattern));
      expect(problems, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a page and waits until it has started (`expectStarted`). */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectStarted(page);
}

/**
 * Waits until the page has started: React has hydrated its frame (root.tsx marks <html>) and
 * every part whose code comes after the start, the page's own content among them, is live
 * (ADR 0054, 0055).
 */
export async function expectStarted(
  page: Page,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout });
  await expect(page.locator("[data-island]:not([data-live])")).toHaveCount(0, { timeout });
}

export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

/** The analytics events the page has pushed so far. */
export async function dataLayer(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(() => (window.dataLayer ?? []) as DataLayerEvent[]);
}

export interface CrmLead {
  id: string;
  form: string;
  body: Record<string, unknown>;
}

/** The leads the CRM stand-in has received from the site's delivery worker. */
export async function crmLeads(page: Page): Promise<CrmLead[]> {
  const response = await page.request.get("/__sim/crm/leads");
  return ((await response.json()) as { leads: CrmLead[] }).leads;
}
