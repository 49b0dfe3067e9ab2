import { expect, openHydrated, test } from "./support/fixtures";

/**
 * A page paints from its HTML and CSS alone (ADR 0045): its script is asked for only once the
 * first screen is on the glass, and then starts the page as before.
 */
for (const path of ["/", "/internet", "/small-business/nbn", "/flip-to-fibre", "/contact"]) {
  test(`${path} paints before it asks for any script, then starts`, async ({ page }) => {
    await openHydrated(page, path);
    const { firstPaint, scriptsAskedAt } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scriptsAskedAt: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint).not.toBeNull();
    expect(scriptsAskedAt.length).toBeGreaterThan(0);
    expect(Math.min(...scriptsAskedAt)).toBeGreaterThan(firstPaint!);
  });
}
