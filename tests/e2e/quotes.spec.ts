import type { Page } from "@playwright/test";
import { csrfSessionFrom, VALID_QUOTE } from "../support/forms";
import {
  dataLayer,
  expect,
  expectNoAxeViolations,
  openHydrated,
  test,
  expectStarted,
} from "./support/fixtures";
import { checkAddress, chooseNbnOrder, summaryFigures, summaryLine } from "./support/journey";
import { carrierRow, checkPrices } from "./support/price-checker";
import { PRICING_SCENARIOS } from "../../simulators/carriers/scenarios";
import { CARRIER_NAMES, CARRIER_KEYS } from "../../domain/pricing/carriers";
import { pdfText } from "../support/quotes";
import { mailTo } from "./support/mail";

/** A quote made as the journey's form makes it: the forgery token first, then the POST. */
async function makeQuote(
  page: Page,
  request: Record<string, string> = VALID_QUOTE,
): Promise<{ url: string; reference: string }> {
  const csrf = await page.request.get("/api/csrf");
  const { token } = csrfSessionFrom(csrf.headers()["set-cookie"] ?? "");
  const made = await page.request.post("/api/quotes", {
    headers: { "x-xsrf-token": token, origin: new URL(csrf.url()).origin },
    // An address of each quote's own: one address gets five quote emails an hour.
    data: { ...request, email: `aroha.${Date.now()}@parraphysio.example` },
  });
  expect(made.status()).toBe(201);
  return (await made.json()) as { url: string; reference: string };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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
  // "Order now" opens the journey restored from the quote (tests/e2e/journey-links.spec.ts).
  const order = new URL(
    (await page.getByRole("link", { name: "Order now" }).getAttribute("href"))!,
    page.url(),
  );
  expect(order.pathname).toBe("/small-business/nbn");
  expect(Object.fromEntries(order.searchParams)).toEqual({
    address: "120 Church St, Parramatta NSW 2150",
    location: "LOC947460955541",
    plan: "SMB-NBN-100",
    line: "true",
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await expectStarted(page);
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

/** Fills the journey's "Email me this quote" form and sends it; answers the quote's reference. */
async function emailTheQuote(
  page: Page,
  who: { first: string; last: string; business: string; email: string },
): Promise<string> {
  const form = page.getByRole("form", { name: "Email me this quote" });
  await form.getByLabel("First name").fill(who.first);
  await form.getByLabel("Last name").fill(who.last);
  await form.getByLabel("Business name").fill(who.business);
  await form.getByLabel("Email").fill(who.email);
  await form.getByRole("button", { name: "Email my quote" }).click();
  const sent = form.getByText(/^Quote Q-[0-9A-Z]{4}-[0-9A-Z]{4} is on its way to /);
  await expect(sent).toHaveText(new RegExp(`is on its way to ${escapeRegExp(who.email)}\\.$`));
  expect((await dataLayer(page)).map((item) => item.event)).toContain("quote-saved");
  return /Q-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await sent.textContent()) ?? "")![0];
}

/**
 * The email arrives with the quote's link and PDF; the link, followed from the form, opens the
 * quote page; and the email, the page and the PDF all carry the summary's figures.
 */
async function expectTheQuoteAgrees(
  page: Page,
  {
    email,
    reference,
    summary,
    title,
  }: { email: string; reference: string; summary: string[]; title: string },
) {
  const mail = await mailTo(page, email);
  expect(mail.subject).toContain(reference);
  expect(mail.attachments.map((file) => file.filename)).toEqual([`quote-${reference}.pdf`]);
  for (const figure of summary.filter(Boolean)) expect(mail.text).toContain(figure);

  const form = page.getByRole("form", { name: "Email me this quote" });
  await form.getByRole("link", { name: /^open quote Q-/i }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-z]{26}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(await summaryFigures(page)).toEqual(summary);
  expect(summary[0]).toMatch(/^\$\d/);
  expect(mail.links).toContain(page.url());

  const pdfUrl = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const pdf = await page.request.get(pdfUrl!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { text } = await pdfText(new Uint8Array(await pdf.body()));
  for (const figure of summary.filter(Boolean)) expect(text).toContain(figure);
  expect(text).toContain(reference);
}

test("a price check's quote page keeps its six carriers on a phone's screen and passes axe", async ({
  page,
}) => {
  const {
    phone_line: _l,
    location_id: _i,
    plan_id: _p,
    modem: _m,
    extender: _e,
    ...who
  } = VALID_QUOTE;
  const quote = await makeQuote(page, {
    ...who,
    journey: "price-check",
    address: PRICING_SCENARIOS.allCarriers.address,
    speed: "100",
  });
  await page.goto(quote.url);
  await expect(page.getByRole("rowheader")).toHaveText(
    CARRIER_KEYS.map((key) => CARRIER_NAMES[key]),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await expectStarted(page);
  await expectNoAxeViolations(page);
});

test.describe("emailing a quote from a journey", () => {
  test.skip(({ isMobile }) => isMobile, "long flows run once, at desktop width");

  test("small-business nbn: the email, the quote page and its PDF show the summary's totals", async ({
    page,
  }) => {
    await openHydrated(page, "/small-business/nbn");
    await checkAddress(page, "14 Hibberson St Gung", "14 Hibberson St, Gungahlin ACT 2912");
    await chooseNbnOrder(page);
    const summary = await summaryFigures(page);

    const form = page.getByRole("form", { name: "Email me this quote" });
    await form.getByRole("button", { name: "Email my quote" }).click();
    await expect(form.getByLabel("Business name")).toHaveAccessibleDescription(
      "The business name field is required.",
    );
    await expectNoAxeViolations(page);
    // An address of this run's own: one address gets five quote emails an hour.
    const email = `hamish.${Date.now()}@gungahlinvets.example`;
    const reference = await emailTheQuote(page, {
      first: "Hamish",
      last: "McLeod",
      business: "Gungahlin Vets",
      email,
    });
    await expectTheQuoteAgrees(page, {
      email,
      reference,
      summary,
      title: "Business nbn for Gungahlin Vets",
    });
    await expect(page.getByText("14 Hibberson St, Gungahlin ACT 2912")).toBeVisible();
  });

  test("Flip to Fibre: the interim plan and three extenders, quoted as summed, and ordered again from the quote", async ({
    page,
  }) => {
    await openHydrated(page, "/flip-to-fibre");
    await checkAddress(page, "120 Church St Parra", "120 Church St, Parramatta NSW 2150");
    await page.getByRole("radio", { name: /Interim 100/ }).check();
    await page.getByRole("button", { name: /Add to cart: Gigabit WiFi-6 mesh extender/ }).click();
    const more = page.getByRole("button", { name: "One more Gigabit WiFi-6 mesh extender" });
    await more.click();
    await more.click();
    await expect(page.locator('[data-total="minimum"]')).toHaveText("$3,242.00");
    const summary = await summaryFigures(page);

    const email = `mere.${Date.now()}@parraphysio.example`;
    const reference = await emailTheQuote(page, {
      first: "Mere",
      last: "Ngata",
      business: "Parramatta Physio",
      email,
    });
    await expectTheQuoteAgrees(page, {
      email,
      reference,
      summary,
      title: "Flip to Fibre upgrade for Parramatta Physio",
    });
    await expect(page.getByText("Interim nbn plan (100/20 Mbps)")).toBeVisible();
    await expect(page.getByText("Minimum total cost (18 months)")).toBeVisible();

    await page.getByRole("link", { name: "Order now" }).click();
    await expect(page).toHaveURL(/\/flip-to-fibre\?/);
    await expect(page.getByRole("radio", { name: /Interim 100/ })).toBeChecked();
    await expect(page.getByText("3 × $120.00")).toBeVisible();
    expect(await summaryFigures(page)).toEqual(summary);
  });
});

test.describe("the quote form posted without its script", () => {
  test.skip(({ isMobile }) => isMobile, "long flows run once, at desktop width");

  /** Sends the form as the browser does when no script handles it: a plain form post. */
  const postNatively = (page: Page) =>
    page
      .getByRole("form", { name: "Email me this quote" })
      .evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form));

  /** Fills who the quote is for, but the business name. */
  async function fillAllButBusiness(page: Page, first: string) {
    const form = page.getByRole("form", { name: "Email me this quote" });
    await form.getByLabel("First name").fill(first);
    await form.getByLabel("Last name").fill("McLeod");
    await form.getByLabel("Email").fill(`${first.toLowerCase()}.${Date.now()}@noscript.example`);
  }

  test("small-business nbn: a refused post comes back with its errors and values; then the quote's page", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The refused post's page is answered 422, which the browser reports.
    allowConsoleErrors(/status of 422/);
    await openHydrated(page, "/small-business/nbn");
    await checkAddress(page, "14 Hibberson St Gung", "14 Hibberson St, Gungahlin ACT 2912");
    await page.getByRole("checkbox", { name: /Add a business phone line/ }).check();
    await expect(summaryLine(page, "Business phone line")).toContainText("$");
    const summary = await summaryFigures(page);
    const form = page.getByRole("form", { name: "Email me this quote" });
    await fillAllButBusiness(page, "Hamish");

    // Refused (no business name): the journey's page again, restored from its link, with the
    // form showing the error and keeping what was typed.
    await postNatively(page);
    await expect(form.getByLabel("Business name")).toHaveAccessibleDescription(
      "The business name field is required.",
    );
    await expect(form.getByLabel("First name")).toHaveValue("Hamish");
    expect(await summaryFigures(page)).toEqual(summary);

    await form.getByLabel("Business name").fill("Gungahlin Vets");
    await postNatively(page);
    await expect(page).toHaveURL(/\/quotes\/[0-9a-z]{26}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Business nbn for Gungahlin Vets",
    );
    expect(await summaryFigures(page)).toEqual(summary);
  });

  test("Flip to Fibre and the price checker: the post makes the quote and opens its page", async ({
    page,
  }) => {
    await openHydrated(page, "/flip-to-fibre");
    await checkAddress(page, "120 Church St Parra", "120 Church St, Parramatta NSW 2150");
    const summary = await summaryFigures(page);
    await fillAllButBusiness(page, "Mere");
    await page
      .getByRole("form", { name: "Email me this quote" })
      .getByLabel("Business name")
      .fill("Parramatta Physio");
    await postNatively(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Flip to Fibre upgrade for Parramatta Physio",
    );
    expect(await summaryFigures(page)).toEqual(summary);

    await openHydrated(page, "/internet/business-fibre");
    await checkPrices(page, PRICING_SCENARIOS.allCarriers.address);
    await fillAllButBusiness(page, "Priya");
    await page
      .getByRole("form", { name: "Email me this quote" })
      .getByLabel("Business name")
      .fill("Docklands Freight Co");
    await postNatively(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Business fibre at 100 Mbps for Docklands Freight Co",
    );
    await expect(page.getByRole("rowheader")).toHaveCount(6);
  });
});

test.describe("emailing a price checker quote", () => {
  test.skip(({ isMobile }) => isMobile, "long flows run once, at desktop width");

  test("quotes every carrier's row as the table shows it, in the email, the page and the PDF, and reopens the checker", async ({
    page,
  }) => {
    await openHydrated(page, "/internet/business-fibre");
    const { address } = PRICING_SCENARIOS.allCarriers;
    await checkPrices(page, address);
    // Each carrier's figures as the table shows them: the prices, or the words for none.
    const shown = new Map<string, string[]>();
    for (const carrier of CARRIER_KEYS) {
      const cells = await carrierRow(page, carrier).getByRole("cell").allInnerTexts();
      shown.set(CARRIER_NAMES[carrier], cells.flatMap((cell) => cell.split("\n")).filter(Boolean));
    }
    expect(shown.get("Telstra")?.[0]).toMatch(/^\$\d/);

    const email = `priya.${Date.now()}@docklandsfreight.example`;
    const reference = await emailTheQuote(page, {
      first: "Priya",
      last: "O'Connell",
      business: "Docklands Freight Co",
      email,
    });
    const mail = await mailTo(page, email);
    expect(mail.subject).toContain(reference);
    expect(mail.attachments.map((file) => file.filename)).toEqual([`quote-${reference}.pdf`]);

    await page
      .getByRole("form", { name: "Email me this quote" })
      .getByRole("link", { name: /^open quote Q-/i })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Business fibre at 100 Mbps for Docklands Freight Co",
    );
    const pdfUrl = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
    const { text: pdf } = await pdfText(
      new Uint8Array(await (await page.request.get(pdfUrl!)).body()),
    );
    const words = (value: string) => value.replace(/\s+/g, "");
    for (const [name, figures] of shown) {
      const quoted = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
      for (const figure of figures) {
        await expect(quoted).toContainText(figure);
        expect(mail.text).toContain(figure);
        expect(words(pdf)).toContain(words(figure));
      }
    }
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Order now" }).click();
    await expect(page).toHaveURL(/\/internet\/business-fibre\?address=/);
    await expect(page.getByRole("heading", { name: "Fibre prices at 100 Mbps" })).toBeVisible();
    await expect(page.getByText("All 6 carriers have answered.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Business address" })).toHaveValue(address);
  });
});
