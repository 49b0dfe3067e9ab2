import { describe, expect, it } from "vitest";
import type { AddressSuggestion } from "../address/address-suggestion";
import { LEAD_FORMS } from "../forms/index";
import type { contactForm } from "../forms/contact-form";
import { API, leadEndpoint } from "./contracts";
import { endpoint, typed, type AnswerOf, type BodyOf, type RequestOf } from "./endpoint";
import { requestPath } from "./request-path";

/**
 * The contracts are what the typecheck holds the browser to. Each `@ts-expect-error` below is a
 * mismatch the contract must refuse: should one stop being an error (a contract loosened to
 * `unknown`, a schema's field made optional), tsc reports the unused directive and fails.
 */
describe("endpoint contracts", () => {
  it("refuse a misspelt query field", () => {
    const query: RequestOf<typeof API.orderHandoff> = {
      // @ts-expect-error the hand-off's query names `address`, not `adress`
      query: { adress: "1 Harbour Esp, Docklands VIC 3008", locationId: "LOC000000000001" },
    };
    expect(query).toBeDefined();
  });

  it("refuse a request without one of the path's parameters", () => {
    // @ts-expect-error the plans path has :sqClass and :nbnMaxSpeed
    const request: RequestOf<typeof API.plans> = { params: { sqClass: "2" } };
    expect(() => requestPath(API.plans.path, request)).toThrow("needs its nbnMaxSpeed parameter");
  });

  it("refuse a body with a field the schema does not have", () => {
    const body: BodyOf<typeof API.fibrePricing> = {
      address: "1 Harbour Esp, Docklands VIC 3008",
      speed: 100,
      // @ts-expect-error the pricing body's field is `carrier`
      carier: "AAPT",
    };
    expect(body).toBeDefined();
  });

  it("refuse to read an answer as another endpoint's", () => {
    // @ts-expect-error the plans endpoint answers the catalogue, not address suggestions
    const asSuggestions = (answer: AnswerOf<typeof API.plans>): AddressSuggestion[] => answer;
    expect(asSuggestions).toBeTypeOf("function");
  });

  it("refuse a params type that does not name the template's parameters", () => {
    const misnamed = endpoint({
      method: "GET",
      path: "/getPlansSmbNbn/:sqClass/:nbnMaxSpeed",
      // @ts-expect-error the template says nbnMaxSpeed
      params: typed<{ sqClass: string; maxSpeed: string }>(),
      answer: typed<null>(),
    });
    expect(misnamed.path).toBe("/getPlansSmbNbn/:sqClass/:nbnMaxSpeed");
  });

  it("refuse a query on an endpoint that takes none", () => {
    // @ts-expect-error the plans endpoint takes no query
    const request: RequestOf<typeof API.defaultPlans> = { query: { speed: "100" } };
    expect(request).toBeDefined();
  });

  it("take a lead form's body from its schema", () => {
    const body: BodyOf<ReturnType<typeof leadEndpoint<typeof contactForm>>> = {
      first_name: "Zoë",
      last_name: "Nguyen",
      mobile: "0491 570 006",
      email: "zoe@example.com.au",
      enquiring_about: "Small business nbn",
      description: "Two offices to connect.",
      // @ts-expect-error the contact form has no `phone`: it asks for a mobile
      phone: "02 5550 1234",
    };
    expect(body).toBeDefined();
  });

  it("carry only the method and the path at run time", () => {
    expect(API.orderHandoff).toEqual({ method: "GET", path: "/order-handoff" });
    expect(Object.values(API).every(({ path }) => path.startsWith("/"))).toBe(true);
  });

  it("post each lead form to the endpoint its definition names", () => {
    expect(LEAD_FORMS.map((form) => leadEndpoint(form))).toContainEqual({
      method: "POST",
      path: "/submit-contact-form",
    });
    for (const form of LEAD_FORMS) {
      expect(leadEndpoint(form).path).toBe(`/${form.endpoint}`);
    }
  });
});
