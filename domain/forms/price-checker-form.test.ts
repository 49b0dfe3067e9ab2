import { describe, expect, it } from "vitest";
import { message } from "./fields";
import { validateLeadForm } from "./lead-form";
import { ADDRESS_NOT_FOUND, enterpriseNbnForm, priceCheckerForms } from "./price-checker-form";

const state = {
  address: "9 Fontana Dr, Box Hill NSW 2765",
  first_name: "Priya",
  last_name: "O'Connell",
  company: "",
  email: "priya@boxhillfreight.example",
  phone: "02 5550 4321",
  speed: "100",
  dob: "",
};

describe("the price checker's form state", () => {
  it("accepts a suggested address, the details and one of the six speeds", () => {
    for (const speed of ["20", "50", "100", "200", "500", "1000"]) {
      expect(validateLeadForm(priceCheckerForms.fibre, { ...state, speed }).ok).toBe(true);
    }
  });

  it("asks for a full address rather than a street alone", () => {
    const result = validateLeadForm(priceCheckerForms.priceChecker, {
      ...state,
      address: "9 Fontana Dr",
    });
    expect(result).toEqual({ ok: false, errors: { address: [ADDRESS_NOT_FOUND] } });
  });

  it("names a missing address as required, not as unknown", () => {
    const result = validateLeadForm(priceCheckerForms.priceChecker, { ...state, address: " " });
    expect(result).toEqual({
      ok: false,
      errors: { address: [message.required("business address")] },
    });
  });

  it("refuses speeds the checker does not offer, and enterprise speeds", () => {
    const result = validateLeadForm(priceCheckerForms.priceChecker, { ...state, speed: "250" });
    expect(result).toEqual({ ok: false, errors: { speed: [message.choose("speed")] } });
  });
});

describe("the enterprise form", () => {
  it("offers 250, 500 and 1000 Mbps only", () => {
    expect(validateLeadForm(enterpriseNbnForm, { ...state, speed: "250" }).ok).toBe(true);
    expect(validateLeadForm(enterpriseNbnForm, { ...state, speed: "1000" }).ok).toBe(true);
    expect(validateLeadForm(enterpriseNbnForm, { ...state, speed: "100" })).toEqual({
      ok: false,
      errors: { speed: [message.choose("speed")] },
    });
  });
});
