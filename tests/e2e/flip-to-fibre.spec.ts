import type { Page } from "@playwright/test";
import { dataLayer, expect, expectNoAxeViolations, openHydrated, test } from "./support/fixtures";
import {
  addressBox,
  checkAddress,
  failQualification,
  orderAndReceive,
  planHeadingsIn,
  plansShownAtOnce,
  received,
  results,
  total,
} from "./support/journey";

/**
 * Flip to Fibre in a real browser against the built site and its stand-ins: each eligibility
 * branch, fibre and interim plans, extender quantities, totals, the order reaching the
 * order-site stand-in, 'Check address', and the registration form's every message, success
 * and failure. Addresses come from the stand-in's showcase (README: "Flip to Fibre").
 */

const PHONE = "1300 975 709";

const open = (page: Page) => openHydrated(page, "/flip-to-fibre");
const planHeadings = (page: Page) => planHeadingsIn(page, "Business fibre plans");

test.describe("the page", () => {
  test("shows the headline, the three steps and every section, and passes axe", async ({
    page,
  }) => {
    await open(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Ultra-fast business fibre with $0 installation",
    );
    for (const step of [
      "Scalable secure internet",
      "Dedicated account manager",
      "Specialised activation teams",
    ]) {
      await expect(page.getByRole("listitem").filter({ hasText: step })).toBeVisible();
    }
    for (const heading of [
      "First, we need to see if your business is eligible.",
      "It's time to choose your unlimited nbn business plan",
      "Choose your interim nbn plan",
      "Plug in and get down to business",
      "Things you need to know",
      "Critical information and key fact sheets",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(/There is no downtime/)).toBeVisible();
    await expect(page.getByText(/credited to your account pro rata/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /critical information summary/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("lays out for a phone: one plan at a time, nothing wider than the screen", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the phone layout");
    await open(page);
    await page.getByRole("region", { name: "Business fibre plans" }).scrollIntoViewIfNeeded();
    expect(await plansShownAtOnce(page, "Business fibre plans")).toBe(1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test.describe("eligible addresses, through to the order site", () => {
  test.skip(({ isMobile }) => isMobile, "long flows run once, at desktop width");

  test("node premises: plans from 100/40, the interim 100/20, three extenders", async ({
    page,
  }) => {
    await open(page);
    await checkAddress(page, "120 Church St Parra", "120 Church St, Parramatta NSW 2150");
    await expect(results(page)).toContainText(
      "Great news! Your business is eligible: your address can be upgraded to fibre from 19 Oct 2026.",
    );
    await expect(results(page)).toContainText("plans of 100/40 or faster");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "View plans" }).click();
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: "It's time to choose your unlimited nbn business plan",
      }),
    ).toBeFocused();
    await expect(planHeadings(page)).toHaveText([
      "Start-up",
      "Accelerator",
      "Performance",
      "Power Move",
    ]);
    // The third plan is the default; the first interim plan; the modem is in the cart.
    await expect(page.getByRole("button", { name: /^Selected: Performance/ })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Interim 50/ })).toBeChecked();
    await expect(
      page.getByRole("button", { name: /^Remove Gigabit WiFi-6 mesh modem/ }),
    ).toBeVisible();
    await expect(total(page, "monthly")).toHaveText("$159.00");
    await expect(total(page, "upfront")).toHaveText("$20.00");
    await expect(total(page, "minimum")).toHaveText("$2,882.00");

    await page.getByRole("radio", { name: /Interim 100/ }).check();
    await page.getByRole("button", { name: /Add to cart: Gigabit WiFi-6 mesh extender/ }).click();
    const more = page.getByRole("button", { name: "One more Gigabit WiFi-6 mesh extender" });
    await more.click();
    await more.click();
    await expect(total(page, "upfront")).toHaveText("$380.00");
    await expect(total(page, "minimum")).toHaveText("$3,242.00");
    await expect(page.getByText("3 × $120.00")).toBeVisible();

    await orderAndReceive(page, "120 Church St, Parramatta NSW 2150");
    const expected = {
      type: "broadband",
      technology: "fibre",
      service_class: "13",
      flip: "1",
      interim_plan: "100",
      plan_id: "SMB-NBN-500",
      contract_term: "12",
      unlimited_phone: "0",
      payg_phone: "0",
      modem: "1",
      hs: "trial",
      extender: "3",
      fdclid: "",
      new_dev: "0",
      smb: "1",
    };
    for (const [field, value] of Object.entries(expected)) {
      await expect(received(page, field), field).toHaveText(value);
    }
    // The address travels sealed, never in the clear.
    const sealed = new URL(page.url()).searchParams.get("sq_address") ?? "";
    expect(sealed).not.toContain("Church");
    expect(sealed.length).toBeGreaterThan(20);
  });

  test("curb premises: plans from 250/100, no modem, the default interim plan", async ({
    page,
  }) => {
    await open(page);
    await checkAddress(page, "60 Sherwood Rd Toow", "60 Sherwood Rd, Toowong QLD 4066");
    await expect(results(page)).toContainText("can be upgraded to fibre from 08 Feb 2027");
    await expect(results(page)).toContainText("plans of 250/100 or faster");
    await expect(planHeadings(page)).toHaveText(["Accelerator", "Performance", "Power Move"]);
    await expect(page.getByRole("button", { name: /^Selected: Power Move/ })).toBeVisible();
    await page.getByRole("button", { name: /^Select plan: Accelerator/ }).click();
    await page.getByRole("button", { name: /^Remove Gigabit WiFi-6 mesh modem/ }).click();
    await expect(total(page, "upfront")).toHaveText("$0.00");
    await expect(total(page, "minimum")).toHaveText("$2,322.00");
    await page.getByRole("button", { name: "Order now" }).click();
    await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
    for (const [field, value] of Object.entries({
      service_class: "32",
      plan_id: "SMB-NBN-250",
      interim_plan: "50",
      modem: "0",
      extender: "0",
    })) {
      await expect(received(page, field), field).toHaveText(value);
    }
  });

  test("arriving from the nbn page's 'Upgrade now' keeps the checked address", async ({ page }) => {
    await openHydrated(page, "/small-business/nbn");
    await checkAddress(page, "77 Marine Pde Red", "77 Marine Pde, Redcliffe QLD 4020");
    await page.getByRole("link", { name: "Upgrade now" }).click();
    await expect(results(page)).toContainText("can be upgraded to fibre from 07 Dec 2026");
    await expect(page.getByRole("button", { name: "Order now" })).toBeVisible();
    // The journey's link names the address it brought, as every checked address (ADR 0043).
    await expect(page).toHaveURL(/\/flip-to-fibre\?address=77\+Marine\+Pde/);
  });
});

test.describe("extender quantity", () => {
  test.skip(({ isMobile }) => isMobile, "runs once, at desktop width");

  test("stays between 1 and 5, with the totals following, and Remove takes them all", async ({
    page,
  }) => {
    await open(page);
    await page.getByRole("button", { name: /Add to cart: Gigabit WiFi-6 mesh extender/ }).click();
    const fewer = page.getByRole("button", { name: "One fewer Gigabit WiFi-6 mesh extender" });
    const more = page.getByRole("button", { name: "One more Gigabit WiFi-6 mesh extender" });
    const quantity = page.getByRole("group", { name: "Quantity of Gigabit WiFi-6 mesh extender" });
    await expect(quantity.locator("output")).toHaveText("1");
    await expect(fewer).toBeDisabled();
    await fewer.click({ force: true });
    await expect(quantity.locator("output")).toHaveText("1");
    await expect(total(page, "upfront")).toHaveText("$140.00");

    await more.focus();
    for (let press = 0; press < 6; press += 1) await page.keyboard.press("Enter");
    await expect(quantity.locator("output")).toHaveText("5");
    await expect(more).toBeDisabled();
    await expect(more).toBeFocused();
    await expect(page.getByText("Up to 5 per order")).toBeVisible();
    await expect(total(page, "upfront")).toHaveText("$620.00");
    await fewer.click();
    await expect(quantity.locator("output")).toHaveText("4");
    await expect(total(page, "upfront")).toHaveText("$500.00");

    await page.getByRole("button", { name: /^Remove Gigabit WiFi-6 mesh extender/ }).click();
    await expect(quantity).toHaveCount(0);
    await expect(total(page, "upfront")).toHaveText("$20.00");
    await page.getByRole("button", { name: /Add to cart: Gigabit WiFi-6 mesh extender/ }).click();
    await expect(quantity.locator("output")).toHaveText("1");
  });
});

test.describe("addresses that cannot order", () => {
  test.skip(({ isMobile }) => isMobile, "runs once, at desktop width");

  test("not eligible: points to the nbn plans, and 'Check address' leads back to the box", async ({
    page,
  }) => {
    await open(page);
    await checkAddress(page, "180 Swan St Richmond", "180 Swan St, Richmond VIC 3121");
    await expect(results(page)).toContainText(
      "Unfortunately your address does not qualify for the Flip to Fibre promotion.",
    );
    await expect(
      results(page).getByRole("link", { name: "choose a business nbn plan from $70/mth" }),
    ).toHaveAttribute("href", "/small-business/nbn");
    await expect(page.getByRole("button", { name: "Register now" })).toHaveCount(0);
    await page.getByRole("button", { name: "Check address" }).click();
    await expect(addressBox(page)).toBeFocused();
  });

  test("a curb premises with a planned upgrade: no date yet, 'Switch to Tidewire now' goes to the plans", async ({
    page,
  }) => {
    await open(page);
    await checkAddress(page, "19 Ocean St Narra", "19 Ocean St, Narrabeen NSW 2101");
    await expect(results(page)).toContainText(
      "nbn has not yet scheduled an upgrade date for your address.",
    );
    await expect(page.getByRole("button", { name: "Order now" })).toHaveCount(0);
    await page.getByRole("button", { name: "Switch to Tidewire now" }).click();
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: "It's time to choose your unlimited nbn business plan",
      }),
    ).toBeFocused();
    await page.getByRole("button", { name: "Check address" }).click();
    await expect(addressBox(page)).toBeFocused();
  });

  test("a failed qualification resets, says so and logs 'Service is not available'", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/.*/);
    await open(page);
    await failQualification(page);
    await expect(addressBox(page)).toHaveValue("");
    expect(await page.evaluate(() => sessionStorage.getItem("sq"))).toBeNull();
    expect(await dataLayer(page)).toContainEqual({
      event: "flipToFibreEligibility",
      outcome: "Service is not available",
    });
    await expect(page.getByRole("button", { name: "Check address" })).toBeVisible();
  });
});

test.describe("registration", () => {
  test.skip(({ isMobile }) => isMobile, "runs once, at desktop width");

  async function openRegistration(page: Page, typed: string, address: string) {
    await open(page);
    await checkAddress(page, typed, address);
    await expect(results(page)).toContainText(
      "nbn has not yet scheduled an upgrade date for your address.",
    );
    const form = page.getByRole("form", { name: "Register for Flip to Fibre" });
    await expect(form).toBeHidden();
    await page.getByRole("button", { name: "Register now" }).click();
    await expect(form).toBeVisible();
    await expect(form.getByLabel("First name")).toBeFocused();
    return form;
  }

  test("shows every message of the spec, blocks the send, then sends after 500 ms", async ({
    page,
  }) => {
    const form = await openRegistration(page, "52 Ryrie St Gee", "52 Ryrie St, Geelong VIC 3220");
    const posts: number[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/postFlipToFibreForm")) posts.push(Date.now());
    });
    const send = form.getByRole("button", { name: "Register" });

    await send.click();
    for (const [label, text] of [
      ["First name", "Please enter your first name!"],
      ["Last name", "Please enter your last name!"],
      ["Email address", "Please enter your email address!"],
      ["Contact number", "Please enter your contact number!"],
    ] as const) {
      await expect(form.getByLabel(label)).toHaveAccessibleDescription(text);
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(form.getByLabel("First name")).toBeFocused();
    await expect(form.getByRole("alert").first()).toContainText(
      "Please check the highlighted fields and try again.",
    );
    await expectNoAxeViolations(page);

    await form.getByLabel("First name").fill("Mereana");
    await form.getByLabel("Last name").fill("Tūhoe");
    await form.getByLabel("Email address").fill("mereana@");
    await form.getByLabel("Contact number").fill("1300 975 707");
    await send.click();
    await expect(form.getByLabel("Email address")).toHaveAccessibleDescription(
      "Please enter a valid Email Address!",
    );
    await expect(form.getByLabel("Contact number")).toHaveAccessibleDescription(
      "Please enter a valid Contact Number!",
    );
    await expect(form.getByLabel("Email address")).toBeFocused();
    expect(posts).toEqual([]);

    await form.getByLabel("Email address").fill("mereana@kiwikoffee.example");
    await form.getByLabel("Contact number").fill("03 5550 7788");
    const clicked = Date.now();
    await send.click();
    await expect(form.getByText("Sending your details…")).toBeVisible();
    await expect(form.getByText("Your message has successfully sent.")).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]! - clicked).toBeGreaterThanOrEqual(450);

    const event = (await dataLayer(page)).find((item) => item.event === "flipToFibreRegistration");
    expect(event).toMatchObject({ product: "smb" });
    expect(JSON.stringify(event)).not.toContain("mereana@kiwikoffee.example");
    await expect
      .poll(async () => {
        const crm = (await (await page.request.get("/__sim/crm/leads")).json()) as {
          leads: { body: { form: string; fields: Record<string, unknown> } }[];
        };
        return crm.leads.find((lead) => lead.body.fields.email === "mereana@kiwikoffee.example")
          ?.body;
      })
      .toMatchObject({
        form: "flip-to-fibre",
        fields: {
          firstName: "Mereana",
          lastName: "Tūhoe",
          phoneNumber: "03 5550 7788",
          address: "52 Ryrie St, Geelong VIC 3220",
          product: "smb",
        },
      });

    await form.getByRole("button", { name: "Close" }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole("button", { name: "Register now" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("a refused registration shows the server's errors and the call-us line", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The browser logs the 422 answer itself.
    allowConsoleErrors(/status of 422/);
    const form = await openRegistration(
      page,
      "5 Bay St Port Mel",
      "5 Bay St, Port Melbourne VIC 3207",
    );
    await page.route("**/api/postFlipToFibreForm", (route) =>
      route.fulfill({
        status: 422,
        json: {
          message: "Please check the highlighted fields and try again.",
          errors: { address: ["The address may not be longer than 255 characters."] },
        },
      }),
    );
    await form.getByLabel("First name").fill("Hamish");
    await form.getByLabel("Last name").fill("McLeod");
    await form.getByLabel("Email address").fill("hamish@portcoffee.example");
    await form.getByLabel("Contact number").fill("0491 570 009");
    await form.getByRole("button", { name: "Register" }).click();
    const alert = form.getByRole("alert").first();
    await expect(alert).toContainText("The address may not be longer than 255 characters.");
    await expect(alert).toContainText(
      `Oops! Something went wrong, please give us a call on ${PHONE}`,
    );
    await expect(form.getByLabel("First name")).toHaveValue("Hamish");
  });

  test("a failed registration offers a call, and the form comes back intact", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/.*/);
    const form = await openRegistration(
      page,
      "210 Moorabool St Gee",
      "210 Moorabool St, Geelong VIC 3220",
    );
    await page.route("**/api/postFlipToFibreForm", (route) =>
      route.fulfill({ status: 500, json: { message: "down" } }),
    );
    await form.getByLabel("First name").fill("Priya");
    await form.getByLabel("Last name").fill("Raman");
    await form.getByLabel("Email address").fill("priya@moorabool.example");
    await form.getByLabel("Contact number").fill("+61 3 5550 1122");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(form.getByRole("alert").last()).toContainText(
      `Oops! Something went wrong, please give us a call on ${PHONE}`,
    );
    await form.getByRole("button", { name: "Close this message" }).click();
    await expect(form.getByLabel("Email address")).toHaveValue("priya@moorabool.example");
  });
});
