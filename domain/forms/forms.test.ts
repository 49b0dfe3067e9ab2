import { describe, expect, it } from "vitest";
import { contactForm } from "./contact-form";
import { MAX_LENGTH, message } from "./fields";
import { NOT_AN_OBJECT } from "../validation/field-errors";
import { FLIP_MESSAGES, flipToFibreForm } from "./flip-to-fibre-form";
import { validateLeadForm } from "./lead-form";
import { PHONE_OR_MOBILE_REQUIRED, partnerForm } from "./partner-form";
import { registerInterestForm } from "./register-interest-form";
import { wirelessForm } from "./wireless-form";

const contact = {
  first_name: "Zoë",
  last_name: "O'Brien-Nguyễn",
  mobile: "0491 570 006",
  company: "Harbour & Co <Pty> Ltd",
  email: "zoe@harbourco.example",
  enquiring_about: "Small business nbn",
  description: "We need nbn at two sites.\nCall after 2pm please 🙂",
  dob: "",
};

function errorsOf(form: Parameters<typeof validateLeadForm>[0], input: unknown) {
  const result = validateLeadForm(form, input);
  if (result.ok) throw new Error("expected errors");
  return result.errors;
}

describe("contact form", () => {
  it("accepts a full enquiry, trimming what people type around it", () => {
    const result = validateLeadForm(contactForm, { ...contact, first_name: "  Zoë " });
    expect(result).toMatchObject({
      ok: true,
      value: { first_name: "Zoë", company: contact.company },
    });
  });

  it("names every missing field with the spec's message style", () => {
    const errors = errorsOf(contactForm, {});
    expect(errors).toMatchObject({
      first_name: [message.required("first name")],
      last_name: [message.required("last name")],
      mobile: [message.required("mobile")],
      email: [message.required("email")],
      enquiring_about: [message.required("enquiring about")],
      description: [message.required("description")],
    });
    expect(errors.company).toBeUndefined();
    expect(errors.dob).toBeUndefined();
  });

  it("shows 'required' first when a field is empty", () => {
    const errors = errorsOf(contactForm, { ...contact, email: "   ", mobile: "" });
    expect(errors.email).toEqual([message.required("email")]);
    expect(errors.mobile).toEqual([message.required("mobile")]);
  });

  it.each([
    ["first_name", "<script>alert(1)</script>", message.name("first name")],
    ["last_name", "Robert'); DROP TABLE leads;--", message.name("last name")],
    ["first_name", "Zoë 🚀", message.name("first name")],
    ["email", "zoe@", message.email],
    ["mobile", "555-1234", message.phone],
    ["enquiring_about", "Free stuff", message.choose("enquiring about")],
    ["first_name", "x".repeat(51), message.tooLong("first name", MAX_LENGTH.name)],
    ["description", "x".repeat(10_000), message.tooLong("description", MAX_LENGTH.description)],
    ["company", "Tab\u0007Bell", message.controlCharacters("company")],
    ["first_name", 42, message.notText("first name")],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf(contactForm, { ...contact, [field]: value })[field]?.[0]).toBe(expected);
  });

  it("keeps hostile text verbatim where free text is allowed", () => {
    const hostile = "<script>alert('x')</script> ' OR 1=1; -- שלום مرحبا 🚀";
    const result = validateLeadForm(contactForm, {
      ...contact,
      description: hostile,
      company: hostile.slice(0, 50),
    });
    expect(result).toMatchObject({ ok: true, value: { description: hostile } });
  });

  it("refuses fields that are not part of the form, and a body that is not an object", () => {
    expect(errorsOf(contactForm, { ...contact, is_admin: true }).is_admin).toEqual([
      "The is_admin field is not accepted.",
    ]);
    expect(errorsOf(contactForm, ["not", "an", "object"]).request).toEqual([NOT_AN_OBJECT]);
  });
});

describe("partner form", () => {
  const partner = {
    first_name: "Aroha",
    last_name: "Te Rangi",
    email: "aroha@netreach.example",
    phone: "",
    mobile: "0491 570 006",
    company: "NetReach IT",
    abn: "51 824 753 556",
    gst_registered: "no",
    interested_in: "Channel partner",
    dob: "",
  };

  it("accepts an application with either phone number and stores the ABN's digits", () => {
    expect(validateLeadForm(partnerForm, partner)).toMatchObject({
      ok: true,
      value: { abn: "51824753556" },
    });
    expect(
      validateLeadForm(partnerForm, { ...partner, mobile: "", phone: "02 5550 1234" }).ok,
    ).toBe(true);
  });

  it("asks for a phone or a mobile under both fields, alongside the other errors", () => {
    const errors = errorsOf(partnerForm, { ...partner, mobile: "", first_name: "" });
    expect(errors.phone).toEqual([PHONE_OR_MOBILE_REQUIRED]);
    expect(errors.mobile).toEqual([PHONE_OR_MOBILE_REQUIRED]);
    expect(errors.first_name).toBeDefined();
  });

  it.each([
    ["abn", "5182475355", message.abnDigits],
    ["abn", "51 824 753 557", message.abnChecksum],
    ["abn", "", message.required("ABN")],
    ["mobile", "02 5550 1234", message.mobile],
    ["gst_registered", "maybe", message.choose("GST registered")],
    ["interested_in", "", message.required("interested in")],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf(partnerForm, { ...partner, [field]: value })[field]?.[0]).toBe(expected);
  });
});

describe("register-interest and wireless forms", () => {
  it("takes only the known products", () => {
    const base = {
      first_name: "Mei",
      last_name: "Chen",
      mobile: "0491 570 006",
      email: "mei@lantern.example",
      product: "unified-comms",
    };
    expect(validateLeadForm(registerInterestForm, base).ok).toBe(true);
    expect(validateLeadForm(registerInterestForm, { ...base, product: "banter-wfh" }).ok).toBe(
      true,
    );
    expect(errorsOf(registerInterestForm, { ...base, product: "free-phones" }).product).toEqual([
      message.choose("product"),
    ]);
  });

  it("needs the business address for wireless", () => {
    expect(
      errorsOf(wirelessForm, {
        first_name: "Sam",
        last_name: "Okafor",
        email: "sam@okafor.example",
        phone: "08 5550 9876",
      }).address,
    ).toEqual([message.required("business address")]);
  });
});

describe("Flip to Fibre registration", () => {
  const flip = {
    firstName: "Mereana",
    lastName: "Ō'Connell-Tūhoe",
    email: "mereana@kiwikoffee.example",
    phoneNumber: "0491 570 006",
    address: "52 Ryrie St, Geelong VIC 3220",
    product: "smb",
    dob: "",
  };

  it("accepts a registration in the spec's payload names", () => {
    expect(validateLeadForm(flipToFibreForm, flip)).toMatchObject({ ok: true, value: flip });
  });

  it("asks for each of the four fields in the spec's words", () => {
    const errors = errorsOf(flipToFibreForm, {
      ...flip,
      firstName: "  ",
      lastName: "",
      email: " ",
      phoneNumber: "",
    });
    expect(errors).toEqual({
      firstName: [FLIP_MESSAGES.firstName],
      lastName: [FLIP_MESSAGES.lastName],
      email: [FLIP_MESSAGES.email],
      phoneNumber: [FLIP_MESSAGES.phoneNumber],
    });
    expect(errorsOf(flipToFibreForm, { product: "smb", address: flip.address })).toEqual({
      firstName: [FLIP_MESSAGES.firstName],
      lastName: [FLIP_MESSAGES.lastName],
      email: [FLIP_MESSAGES.email],
      phoneNumber: [FLIP_MESSAGES.phoneNumber],
    });
  });

  it.each([
    ["email", "mereana@", FLIP_MESSAGES.invalidEmail],
    ["email", "not an email", FLIP_MESSAGES.invalidEmail],
    ["phoneNumber", "1300 975 707", FLIP_MESSAGES.invalidPhone],
    ["phoneNumber", "06 5550 1234", FLIP_MESSAGES.invalidPhone],
    ["phoneNumber", "+1 212 555 0100", FLIP_MESSAGES.invalidPhone],
    ["product", "nbn", message.choose("product")],
    ["address", "", message.required("address")],
    ["firstName", "<script>alert(1)</script>", message.name("first name")],
    ["lastName", "x".repeat(51), message.tooLong("last name", MAX_LENGTH.name)],
    ["firstName", 7, message.notText("first name")],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf(flipToFibreForm, { ...flip, [field]: value })[field]).toEqual([expected]);
  });
});
