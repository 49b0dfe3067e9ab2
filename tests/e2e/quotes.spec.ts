import type { Page } from "@playwright/test";
import { csrfSessionFrom, VALID_QUOTE } from "../support/forms";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

/** A quote made as the journey's form makes it: the forgery token first, then the POST. */
async function makeQuote(page: Page): Promise<{ url: string; reference: string }> {
  const csrf = await page.request.get("/api/csrf");
  const { token } = csrfSessionFrom(csrf.headers()["set-cookie"] ?? "");
  const made = await page.request.post("/api/quotes", {
    headers: { "x-xsrf-token": token, origin: new URL(csrf.url()).origin },
    data: VALID_QUOTE,
  });
  expect(made.status()).toBe(201);
  return (await made.json()) as { url: string; reference: string };
}

test("the quote page shows every line and total, fits the screen, prints without the site's chrome and passes axe", async ({
  page,
}) => {
  const quote = await makeQuote(page);
  await page.goto(quote.url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Business nbn for Parramatta Physio Pty Ltd",
  );
  await expect(page.getByText(`Quote ${quote.reference}`)).toBeVisible();
  await expect(page.locator('[data-total="monthly"]')).toHaveText("$105.00");
  await expect(page.locator('[data-total="after-special"]')).toHaveText("$115.00");
  await expect(page.locator('[data-total="upfront"]')).toHaveText("$20.00");
  await expect(page.locator('[data-total="minimum"]')).toHaveText("$125.00");
  await expect(page.getByRole("link", { name: "Order now" })).toHaveAttribute(
    "href",
    "/small-business/nbn",
  );
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: "print" });
  await expect(page.locator("footer")).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("link", { name: "Order now" })).toBeHidden();
  await expect(page.locator('[data-total="minimum"]')).toBeVisible();
  // Printed, it fits one A4 page.
  const printed = (await page.pdf({ format: "A4" })).toString("latin1");
  expect(printed.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
});
