import type { Page } from "@playwright/test";
import { csrfSessionFrom, VALID_QUOTE } from "../support/forms";
import { dataLayer, expect, expectNoAxeViolations, openHydrated, test } from "./support/fixtures";
import { checkAddress, total } from "./support/journey";

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

test.describe("saving a quote on the small-business nbn journey", () => {
  test.skip(({ isMobile }) => isMobile, "long flows run once, at desktop width");

  test("keeps the summary's figures: the quote page shows the same totals", async ({ page }) => {
    await openHydrated(page, "/small-business/nbn");
    await checkAddress(page, "14 Hibberson St Gung", "14 Hibberson St, Gungahlin ACT 2912");
    await page.getByRole("button", { name: /^Select plan: Performance/ }).click();
    await page.getByRole("checkbox", { name: /Add a business phone line/ }).check();
    await page.getByRole("button", { name: /Add to cart: Gigabit WiFi-6 mesh extender/ }).click();
    const figures = ["monthly", "after-special", "upfront", "minimum"] as const;
    const summary: string[] = [];
    for (const name of figures) {
      const text = (await total(page, name).count()) ? await total(page, name).textContent() : "";
      summary.push((text ?? "").replace("/mth", ""));
    }

    const form = page.getByRole("form", { name: "Save this quote" });
    await form.getByRole("button", { name: "Save my quote" }).click();
    await expect(form.getByLabel("Business name")).toHaveAccessibleDescription(
      "The business name field is required.",
    );
    await expectNoAxeViolations(page);
    await form.getByLabel("First name").fill("Hamish");
    await form.getByLabel("Last name").fill("McLeod");
    await form.getByLabel("Business name").fill("Gungahlin Vets");
    await form.getByLabel("Email").fill("hamish@gungahlinvets.example");
    await form.getByRole("button", { name: "Save my quote" }).click();
    await expect(form.getByText(/^Your quote Q-[0-9A-Z]{4}-[0-9A-Z]{4} is saved\.$/)).toBeVisible();
    expect((await dataLayer(page)).map((item) => item.event)).toContain("quote-saved");

    await form.getByRole("link", { name: /^Open quote Q-/ }).click();
    await expect(page).toHaveURL(/\/quotes\/[0-9a-z]{26}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Business nbn for Gungahlin Vets",
    );
    await expect(page.getByText("14 Hibberson St, Gungahlin ACT 2912")).toBeVisible();
    const quoted: string[] = [];
    for (const name of figures) {
      quoted.push(
        (await total(page, name).count()) ? ((await total(page, name).textContent()) ?? "") : "",
      );
    }
    expect(quoted).toEqual(summary);
    expect(summary[0]).toMatch(/^\$\d/);
  });
});
