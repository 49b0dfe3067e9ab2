import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe with the WCAG 2.2 A/AA rule set and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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
 * `allowConsoleErrors(pattern)`.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void }>({
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
