import { readFileSync } from "node:fs";
import { CONTENT_FILES } from "../../domain/content/registry";
import { caseStudyPath, CONTENT_PAGES } from "../../domain/site/pages";
import { expect, expectNoAxeViolations, test, expectStarted } from "./support/fixtures";

const caseStudies = CONTENT_FILES.caseStudies.schema.parse(
  JSON.parse(readFileSync("content/pages/case-studies.json", "utf8")),
);
const PAGES = [
  ...CONTENT_PAGES.map((page) => page.path),
  ...caseStudies.overview.studies.map((study) => caseStudyPath(study.type)),
];

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

// Each page at the project's width (1280 px desktop, 375 px mobile), after hydration.
for (const path of PAGES) {
  test(`${path} renders its main heading, fits the screen's width, breaks no CSP rule and passes axe`, async ({
    page,
  }) => {
    // Every script the page runs must be allowed by its policy (hashes, ADR 0019).
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        window.cspViolations!.push(`${event.violatedDirective}: ${event.blockedURI}`),
      );
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectStarted(page);
    await expect(page).toHaveTitle(/\S/);
    // Nothing sticks out sideways: a phone would otherwise zoom the whole page out to fit it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  });
}
