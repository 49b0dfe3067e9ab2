import type { Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expect, expectNoAxeViolations, openHydrated, test } from "./support/fixtures";
import { pdfText } from "../support/quotes";
import { mailTo } from "./support/mail";

/**
 * The multi-site check as a buyer uses it (ADR 0074): a pasted list of the README's demo
 * addresses, one of each nbn outcome, checked by the server's workers while the page polls.
 */
const FIVE_SITES = [
  "Head office, 14 Hibberson St, Gungahlin ACT 2912",
  "Box Hill store, 9 Fontana Dr, Box Hill NSW 2765",
  "Winton depot, 8 Oondooroo St, Winton QLD 4735",
  "Parramatta clinic, 120 Church St, Parramatta NSW 2150",
  "Suite 3 1 Harbour Esp, Docklands VIC 3008",
].join("\n");

const PATH = "/internet/multi-site";
const listBox = (page: Page) => page.getByLabel("Your sites, one a line");
const count = (page: Page) => page.getByRole("status").filter({ hasText: /sites checked$/ });

async function checkSites(page: Page, list = FIVE_SITES) {
  await listBox(page).fill(list);
  await expect(page.getByText("5 sites to check.")).toBeVisible();
  await page.getByRole("button", { name: "Check my sites" }).click();
}

/** A site's choice: a desktop row's select or a phone card's, by the site's name. */
const choiceFor = (page: Page, site: string) => page.getByLabel(`Your choice for ${site}`);

async function totals(page: Page) {
  const region = page.getByRole("region", { name: "Your totals" });
  const figure = async (label: string) =>
    (await region
      .getByText(label, { exact: true })
      .locator("xpath=following-sibling::dd")
      .textContent())!;
  return {
    sites: await figure("Sites chosen"),
    monthly: await figure("Monthly (inc GST)"),
    upfront: await figure("Upfront (inc GST)"),
    minimum: await figure("Minimum total cost (inc GST)"),
  };
}

/** Presses Tab until `target` has the focus: the keyboard's own way there. */
async function tabTo(page: Page, target: Locator, presses = 80) {
  for (let n = 0; n < presses; n++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test("five pasted sites fill in with their nbn outcomes and fibre prices, and pass axe", async ({
  page,
  isMobile,
}) => {
  await openHydrated(page, PATH);
  await checkSites(page);
  await expect(page).toHaveURL(/\?check=[0-9a-z]{26}/);
  await expect(count(page)).toHaveText("5 of 5 sites checked", { timeout: 20_000 });
  for (const words of [
    "A FTTP nbn service is available",
    "Not nbn ready yet",
    "No nbn service at this address",
  ]) {
    await expect(page.getByText(words).first()).toBeVisible();
  }
  await expect(page.getByText(/^Upgrade to full fibre available from /)).toBeVisible();
  // A desktop shows a table, the site heading each row; a phone a card a site.
  if (isMobile) {
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 3, name: /Head office/ })).toBeVisible();
  } else {
    await expect(page.getByRole("rowheader")).toHaveCount(5);
    await expect(page.getByRole("rowheader").first()).toContainText("Head office");
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await expectNoAxeViolations(page);
});

test("a typed list survives a reload before it is sent, and a check survives one while it runs", async ({
  page,
}) => {
  await openHydrated(page, PATH);
  await listBox(page).fill(FIVE_SITES);
  await page.reload();
  await expect(listBox(page)).toHaveValue(FIVE_SITES);
  await checkSites(page);
  await expect(page).toHaveURL(/\?check=/);
  const link = page.url();
  await page.reload();
  expect(page.url()).toBe(link);
  await expect(count(page)).toHaveText("5 of 5 sites checked", { timeout: 20_000 });
  await expect(page.getByText("Head office").first()).toBeVisible();
});

test("a CSV file's sites are read in the browser, a workbook is refused with how to save it", async ({
  page,
}) => {
  await openHydrated(page, PATH);
  await page.getByText("Upload a CSV file", { exact: true }).click();
  const file = page.getByLabel("CSV file", { exact: true });
  await file.setInputFiles({
    name: "workbook.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
  });
  await expect(page.getByRole("alert").filter({ hasText: "not a CSV or text file" })).toBeVisible();
  await file.setInputFiles({
    name: "clinics.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "\uFEFFClinic;Address\r\nGungahlin;14 Hibberson St, Gungahlin ACT 2912\r\nBox Hill;9 Fontana Dr, Box Hill NSW 2765\r\n",
    ),
  });
  await expect(page.getByText("2 sites to check from clinics.csv.")).toBeVisible();
  await page.getByRole("button", { name: "Check my sites" }).click();
  await expect(count(page)).toHaveText("2 of 2 sites checked", { timeout: 20_000 });
  await expect(page.getByText("Gungahlin", { exact: true }).first()).toBeVisible();
});

test.describe("choosing, totalling and taking it away", () => {
  test.skip(({ isMobile }) => isMobile, "long flows run once, at desktop width");

  test("choose per site, see the totals, email the quote: the page, the quote page, its PDF and the email agree; the CSV reads back", async ({
    page,
  }) => {
    await openHydrated(page, PATH);
    await checkSites(page);
    await expect(count(page)).toHaveText("5 of 5 sites checked", { timeout: 20_000 });

    const head = choiceFor(page, "Head office");
    await head.selectOption({ index: 1 });
    const headLine = (await head.locator("option:checked").textContent())!;
    const docklands = choiceFor(page, "Site 5");
    const fibre = docklands.locator("optgroup[label^='Business fibre'] option").first();
    await docklands.selectOption((await fibre.getAttribute("value"))!);
    const fibreLine = (await docklands.locator("option:checked").textContent())!;
    const chosen = await totals(page);
    expect(chosen.sites).toBe("2");
    // The totals are the two lines' sums: the nbn plan's month, the fibre term's months.
    const money = (text: string) => Number(/\$([\d,]+\.\d\d)/.exec(text)![1]!.replaceAll(",", ""));
    const fibreMonthly = money(fibreLine.split(": ")[1]!);
    expect(money(chosen.monthly)).toBeCloseTo(money(headLine.split(": ")[1]!) + fibreMonthly, 2);
    expect(money(chosen.upfront)).toBeCloseTo(money(fibreLine.split("month, ")[1]!), 2);

    // The CSV: one row a site, read back as a spreadsheet would.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const csv = readFileSync((await (await downloading).path())!, "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^Head office,"14 Hibberson St, Gungahlin ACT 2912",/);
    expect(lines[5]).toMatch(/Harbour Esp/);

    const email = `mere.${Date.now()}@harbourdental.example`;
    const form = page.getByRole("form", { name: "Email me this quote" });
    await form.getByLabel("First name").fill("Mere");
    await form.getByLabel("Last name").fill("Tawhiri");
    await form.getByLabel("Business name").fill("Harbour Dental Group");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Email my quote" }).click();
    await expect(
      form.getByText(/^Quote Q-[0-9A-Z]{4}-[0-9A-Z]{4} is on its way to /),
    ).toBeVisible();

    const mail = await mailTo(page, email);
    for (const figure of [chosen.monthly, chosen.upfront, chosen.minimum]) {
      expect(mail.text).toContain(figure);
    }
    await form.getByRole("link", { name: /^open quote Q-/i }).click();
    await expect(page).toHaveURL(/\/quotes\/[0-9a-z]{26}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Internet for 2 sites of Harbour Dental Group",
    );
    await expect(
      page.getByRole("heading", { level: 2, name: /^Site 1: Head office: 14 Hibberson/ }),
    ).toBeVisible();
    await expect(page.locator('[data-total="monthly"]')).toHaveText(chosen.monthly);
    await expect(page.locator('[data-total="upfront"]')).toHaveText(chosen.upfront);
    await expect(page.locator('[data-total="minimum"]')).toHaveText(chosen.minimum);
    await expectNoAxeViolations(page);
    const pdfUrl = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
    const { text } = await pdfText(new Uint8Array(await (await page.request.get(pdfUrl!)).body()));
    for (const figure of [chosen.monthly, chosen.upfront, chosen.minimum])
      expect(text).toContain(figure);
  });

  test("keyboard only, from the pasted list to the quote on its way", async ({ page }) => {
    await openHydrated(page, PATH);
    await tabTo(page, listBox(page));
    await page.keyboard.type("Head office, 14 Hibberson St, Gungahlin ACT 2912");
    await page.keyboard.press("Enter");
    await page.keyboard.type("9 Fontana Dr, Box Hill NSW 2765");
    await tabTo(page, page.getByRole("button", { name: "Check my sites" }));
    await page.keyboard.press("Enter");
    await expect(count(page)).toHaveText("2 of 2 sites checked", { timeout: 20_000 });

    const choice = choiceFor(page, "Head office");
    await tabTo(page, choice);
    await page.keyboard.press("ArrowDown");
    await expect(
      page.getByRole("region", { name: "Your totals" }).getByText("1", { exact: true }),
    ).toBeVisible();

    const form = page.getByRole("form", { name: "Email me this quote" });
    await tabTo(page, form.getByLabel("First name"));
    await page.keyboard.type("Ana");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Folau");
    await tabTo(page, form.getByLabel("Business name"));
    await page.keyboard.type("Folau Builders");
    await tabTo(page, form.getByLabel("Email"));
    await page.keyboard.type(`ana.${Date.now()}@folaubuilders.example`);
    await tabTo(page, form.getByRole("button", { name: "Email my quote" }));
    await page.keyboard.press("Enter");
    await expect(
      form.getByText(/^Quote Q-[0-9A-Z]{4}-[0-9A-Z]{4} is on its way to /),
    ).toBeVisible();
  });
});
