import { describe, expect, it } from "vitest";
import { contactForm } from "./contact-form";
import { confirmationPath, confirmedOutcome } from "./form-post";
import { enterpriseNbnForm, priceCheckerForms } from "./price-checker-form";

const ADDRESS = "Suite 3 1 Harbour Esp, Docklands VIC 3008";
const params = (query: string) => new URLSearchParams(query);

describe("a stored post's confirmation URL", () => {
  it("names the form, and carries only what the page acts on", () => {
    const values = { address: ADDRESS, speed: "100", email: "priya@docklandsfreight.example" };
    const path = confirmationPath("/internet", priceCheckerForms.priceChecker, values);
    expect(path).toBe(
      `/internet?${new URLSearchParams({ sent: "price-checker", address: ADDRESS, speed: "100" })}`,
    );
    expect(confirmationPath("/contact", contactForm, { email: "zoe@example.com" })).toBe(
      "/contact?sent=contact",
    );
  });

  it("reads back as the form's sent outcome, with its values", () => {
    const path = confirmationPath("/internet", priceCheckerForms.priceChecker, {
      address: ADDRESS,
      speed: "100",
    });
    expect(confirmedOutcome(params(path.split("?")[1]!), priceCheckerForms.priceChecker)).toEqual({
      kind: "sent",
      formId: "price-checker",
      values: { address: ADDRESS, speed: "100" },
    });
    expect(confirmedOutcome(params("sent=contact"), contactForm)).toEqual({
      kind: "sent",
      formId: "contact",
      values: {},
    });
  });

  it("stands for nothing when it names another form, or carries what the form would refuse", () => {
    const form = priceCheckerForms.priceChecker;
    expect(confirmedOutcome(params("sent=contact"), form)).toBeNull();
    expect(confirmedOutcome(params(""), form)).toBeNull();
    expect(confirmedOutcome(params(`sent=price-checker&speed=100`), form)).toBeNull();
    expect(
      confirmedOutcome(params(`sent=price-checker&address=${ADDRESS}&speed=abc`), form),
    ).toBeNull();
    // 100 Mbps is the price checker's; the enterprise form starts at 250.
    expect(
      confirmedOutcome(
        params(`sent=enterprise-nbn&address=${encodeURIComponent(ADDRESS)}&speed=100`),
        enterpriseNbnForm,
      ),
    ).toBeNull();
    expect(
      confirmedOutcome(params(`sent=price-checker&address=%3Cscript%3E&speed=100`), form),
    ).toBeNull();
  });
});
