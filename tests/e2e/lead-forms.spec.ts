import { signAgentToken } from "../support/agent-token";
import {
  crmLeads,
  dataLayer,
  expect,
  expectNoAxeViolations,
  openHydrated,
  test,
} from "./support/fixtures";

const SUCCESS = "Thanks for your enquiry, we will be in touch real soon.";
const GENERIC = /Unfortunately an error has occurred, our team will put down their coffees/;

test.describe("partner form", () => {
  test("empty submit shows each field's error with the spec's highlights, focus on the first", async ({
    page,
  }) => {
    await openHydrated(page, "/partners");
    const form = page.getByRole("form", { name: "Become a partner" });
    await form.getByRole("button", { name: "Apply to partner with us" }).click();

    await expect(form.getByRole("alert")).toHaveText(
      "Please check the highlighted fields and try again.",
    );
    const firstName = form.getByLabel("First name");
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription("The first name field is required.");
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    for (const label of ["Phone", "Mobile"]) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
        /Phone or mobile is required\*/,
      );
    }
    // The select highlights itself; the toggle starts on "No" and has no error.
    await expect(form.getByLabel("Interested in")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("radio", { name: "No" })).toBeChecked();
    // The honeypot is never highlighted and never announced.
    const honeypot = page.locator('input[name="dob"]');
    await expect(honeypot).not.toHaveAttribute("aria-invalid", /.*/);
    await expect(form.getByText("The ABN field is required.")).toBeVisible();
    await expectNoAxeViolations(page);

    // Fixing a field clears its error.
    await firstName.fill("Aroha");
    await expect(firstName).not.toHaveAttribute("aria-invalid", /.*/);
  });

  test("a valid application waits 2 s, says thanks, keeps the fields and logs hashed identity", async ({
    page,
  }) => {
    await openHydrated(page, "/partners");
    const form = page.getByRole("form", { name: "Become a partner" });
    await form.getByLabel("First name").fill("Aroha");
    await form.getByLabel("Last name").fill("Te Rangi");
    await form.getByLabel("Email").fill("aroha@netreach.example");
    await form.getByLabel("Mobile", { exact: true }).fill("0491 570 006");
    // Pasted as printed on the certificate: the spaces go, the 11 digits stay.
    await form.getByLabel("ABN").fill("51 824 753 556");
    await expect(form.getByLabel("ABN")).toHaveValue("51824753556");
    await form.getByLabel("Interested in").selectOption("Channel partner");
    await form.getByRole("radio", { name: "Yes" }).check({ force: true });

    const requested = page.waitForRequest("**/api/submit-partners-form");
    const clickedAt = Date.now();
    await form.getByRole("button", { name: "Apply to partner with us" }).click();
    await expect(form.getByText("Sending your details…")).toBeVisible();
    await expect(form.getByLabel("First name")).toBeHidden();
    const request = await requested;
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1900);
    expect(request.headers()["x-xsrf-token"]).toMatch(/^[\w-]{43}$/);
    expect(request.headers()["idempotency-key"]).toMatch(/^[\w-]{36}$/);

    await expect(form.getByText(SUCCESS)).toBeVisible();
    const events = await dataLayer(page);
    const submitted = events.find((event) => event.event === "partner-form-submit");
    expect(submitted?.hashed_email).toMatch(/^[0-9a-f]{64}$/);
    expect(submitted?.hashed_phone).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(events)).not.toContain("aroha@netreach.example");
    expect(JSON.stringify(events)).not.toContain("Aroha");

    await expect
      .poll(
        async () =>
          (await crmLeads(page)).find(
            (lead) =>
              (lead.body.fields as Record<string, unknown>).email === "aroha@netreach.example",
          )?.body.fields,
      )
      .toMatchObject({
        gst_registered: "yes",
        abn: "51824753556",
        interested_in: "Channel partner",
      });

    await form.getByRole("button", { name: "Change my details and send them again" }).click();
    await expect(form.getByLabel("First name")).toHaveValue("Aroha");
  });
});

test.describe("contact slide-out panel", () => {
  test("opens from the home hero, traps focus, closes on Escape and returns focus", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const opener = page.getByRole("button", { name: "Email us" });
    await opener.click();
    const panel = page.getByRole("dialog", { name: "Contact us" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(
      "Let us call you. One of our Telecommunications Consultants will gladly answer any questions you might have, or organise an obligation free quote.",
    );
    expect((await dataLayer(page)).map((event) => event.event)).toContain("contact-form-open");
    await expectNoAxeViolations(page);

    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await panel.getByRole("button", { name: "Close" }).click();
    await expect(panel).toBeHidden();
  });

  test("sends an enquiry, clears the fields and brings the form back after 10 s", async ({
    page,
  }) => {
    await page.clock.install();
    await openHydrated(page, "/contact");
    await page.getByRole("button", { name: "Get in touch" }).click();
    const panel = page.getByRole("dialog", { name: "Contact us" });
    await panel.getByLabel("First name").fill("Zoë");
    await panel.getByLabel("Last name").fill("Nguyễn");
    await panel.getByLabel("Mobile").fill("0491 570 006");
    await panel.getByLabel("Email").fill("zoe@harbourside.example");
    await panel.getByLabel("Enquiring about").selectOption("Small business nbn");
    await panel.getByLabel("How can we help?").fill("Two clinics need nbn and phones by March.");
    await panel.getByRole("button", { name: "Call me back" }).click();
    await expect(panel.getByText("Sending your details…")).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(panel.getByText(SUCCESS)).toBeVisible();

    const submitted = (await dataLayer(page)).find(
      (event) => event.event === "contact-form-submit",
    );
    expect(submitted).toMatchObject({
      enquiry_type: "Small business nbn",
      form_name: "Get in touch",
    });
    expect(submitted?.hashed_first_name).toMatch(/^[0-9a-f]{64}$/);

    await page.clock.runFor(10_000);
    await expect(panel.getByText(SUCCESS)).toBeHidden();
    await expect(panel.getByLabel("How can we help?")).toHaveValue("");
    await expect(panel.getByLabel("Enquiring about")).toHaveValue("");
    await expect
      .poll(async () =>
        (await crmLeads(page)).some(
          (lead) =>
            lead.body.fields &&
            (lead.body.fields as Record<string, unknown>).description ===
              "Two clinics need nbn and phones by March.",
        ),
      )
      .toBe(true);
  });

  test("prefills who the visitor is from what they typed earlier in the session", async ({
    page,
  }) => {
    await openHydrated(page, "/partners");
    const partner = page.getByRole("form", { name: "Become a partner" });
    await partner.getByLabel("First name").fill("Mei");
    await partner.getByLabel("Last name").fill("Chen");
    await partner.getByLabel("Email").fill("mei@lanternstudio.example");
    await partner.getByLabel("Phone", { exact: true }).fill("02 5550 1234");
    await partner.getByLabel("Company").fill("Lantern Studio");
    await partner.getByLabel("Company").blur();

    // The button opens the panel by script: a press before the page has started does nothing
    // (ADR 0045), so the visitor here presses it once the page is alive.
    await openHydrated(page, "/aws-partner");
    await page.getByRole("button", { name: "Get in touch" }).click();
    const panel = page.getByRole("dialog", { name: "Contact us" });
    await expect(panel.getByLabel("First name")).toHaveValue("Mei");
    await expect(panel.getByLabel("Last name")).toHaveValue("Chen");
    await expect(panel.getByLabel("Email")).toHaveValue("mei@lanternstudio.example");
    await expect(panel.getByLabel("Company")).toHaveValue("Lantern Studio");
    // The contact form has no phone field: the saved phone fills its mobile.
    await expect(panel.getByLabel("Mobile")).toHaveValue("02 5550 1234");
  });
});

test.describe("register interest, wireless and failures", () => {
  test.skip(({ isMobile }) => isMobile, "one run of each flow is enough");

  test("registers interest in Banter with the product and the agent's token", async ({ page }) => {
    const token = signAgentToken({
      name: "Priya Shah",
      agent_code: "AG-2077",
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    await openHydrated(page, `/voip/banter-work-from-home?agent_token=${token}`);
    const form = page.getByRole("form", { name: "Register your interest" });
    await expect(form.locator('input[type="hidden"][name="agent-token"]')).toHaveValue(token);
    await form.getByLabel("First name").fill("Tomasz");
    await form.getByLabel("Last name").fill("Kowalski");
    await form.getByLabel("Mobile").fill("0491 570 008");
    await form.getByLabel("Email").fill("tomasz.k@brightwater.example");
    await form.getByRole("button", { name: "Register my interest" }).click();
    await expect(form.getByText(SUCCESS)).toBeVisible();
    await expect
      .poll(
        async () =>
          (await crmLeads(page)).find(
            (lead) =>
              (lead.body.fields as Record<string, unknown>).email ===
              "tomasz.k@brightwater.example",
          )?.body,
      )
      .toMatchObject({
        form: "register-interest",
        agent_code: "AG-2077",
        fields: { product: "banter-wfh" },
      });
  });

  test("reveals the wireless plans 2 s after the details, and a plan toggles its call message", async ({
    page,
  }) => {
    await openHydrated(page, "/internet/business-wireless");
    const form = page.getByRole("form", { name: "Business wireless plans" });
    await form.getByLabel("First name").fill("Sam");
    await form.getByLabel("Last name").fill("Okafor");
    await form.getByLabel("Email").fill("sam@okafor.example");
    await form.getByLabel("Phone").fill("08 5550 9876");
    await form.getByLabel("Business address").fill("14 Quarry Rd, Bibra Lake WA 6163");
    await form.getByRole("button", { name: "Show me the plans" }).click();
    await expect(form.getByText(SUCCESS)).toBeVisible();
    const plans = form.getByRole("heading", { name: "Fixed wireless plans" });
    await expect(plans).toBeHidden();
    await expect(plans).toBeVisible({ timeout: 4_000 });
    const plan = form.getByRole("button", { name: /Wireless 500/ });
    await expect(plan).toContainText("$1,290.00");
    await expect(plan).toContainText("Activation $1,490.00");
    await expect(form).toContainText("Prices exclude GST");
    await plan.click();
    await expect(form.getByText(/Like this plan\? Call us on 1300 975 707/)).toBeVisible();
    await plan.click();
    await expect(form.getByText(/Like this plan\?/)).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test("shows the server's field errors, and the closable generic panel on any other failure", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 422|submit-register-interest-form|Failed to fetch|ERR_FAILED/);
    await openHydrated(page, "/voip/unified-communications");
    const form = page.getByRole("form", { name: "Register your interest" });
    await form.getByLabel("First name").fill("Mei");
    await form.getByLabel("Last name").fill("Chen");
    await form.getByLabel("Mobile").fill("0491 570 007");
    await form.getByLabel("Email").fill("mei@lanternstudio.example");

    // A rule only the server knows (here: the address is already registered).
    await page.route("**/api/submit-register-interest-form", (route) =>
      route.fulfill({
        status: 422,
        json: {
          message: "Please check",
          errors: { email: ["This email is already registered.", "second"] },
        },
      }),
    );
    await form.getByRole("button", { name: "Register my interest" }).click();
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(
      "This email is already registered.",
    );
    await expect(form.getByLabel("Email")).toBeFocused();

    await page.unroute("**/api/submit-register-interest-form");
    await page.route("**/api/submit-register-interest-form", (route) => route.abort("failed"));
    await form.getByLabel("Email").fill("mei.chen@lanternstudio.example");
    await form.getByRole("button", { name: "Register my interest" }).click();
    const panel = form.getByRole("alert").filter({ hasText: GENERIC });
    await expect(panel).toContainText(
      "In the meantime, we would love it if you could try again to see if the issue persists.",
    );
    await panel.getByRole("button", { name: "Close this message" }).click();
    await expect(panel).toBeHidden();
    await expect(form.getByLabel("Email")).toHaveValue("mei.chen@lanternstudio.example");
  });
});

test.describe("login", () => {
  test("prefills the login name, sends on Enter to the login service, links to password help", async ({
    page,
  }) => {
    await openHydrated(page, "/login?u=harbourside-admin");
    await expect(page.getByLabel("Login name")).toHaveValue("harbourside-admin");
    await expect(page.getByLabel("Login name")).toHaveAttribute("maxlength", "50");
    await expect(page.getByLabel("Password")).toHaveAttribute("maxlength", "50");
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      /\/__sim\/login\/forgot-password$/,
    );
    await expectNoAxeViolations(page);
    await page.getByLabel("Password").fill("correct horse battery staple");
    await page.getByLabel("Password").press("Enter");
    await expect(page).toHaveURL(/\/__sim\/login$/);
    await expect(page.getByTestId("portal-user")).toHaveText("harbourside-admin");
  });
});
