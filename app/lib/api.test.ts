import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AddressSuggestion } from "@domain/address/address-suggestion";
import { API, leadEndpoint } from "@domain/api/contracts";
import { contactForm } from "@domain/forms/contact-form";
import { CSRF_COOKIE, CSRF_HEADER } from "@domain/forms/forgery-token";
import { api, ApiError } from "./api";

/**
 * The client against a stubbed fetch: what it sends for a contract and how it sorts answers.
 * The `@ts-expect-error` lines are calls the contracts must refuse to compile.
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Each request ky sent, in order, and its body as text; the token fetch is a plain path. */
let sent: Request[] = [];
let bodies: string[] = [];
let answers: Response[] = [];
let csrfFetches = 0;

beforeEach(() => {
  // jsdom has no fetch of its own, and Node's Request refuses a path without an origin.
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    "Request",
    class PageRequest extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === "string" ? new URL(input, location.href) : input, init);
      }
    },
  );
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string) => {
      if (typeof input === "string") {
        csrfFetches += 1;
        document.cookie = `${CSRF_COOKIE}=fresh-token; Path=/`;
        return new Response(null, { status: 204 });
      }
      sent.push(input);
      bodies.push(await input.clone().text());
      return answers.shift() ?? json(500, { message: "no answer left" });
    }),
  );
  document.cookie = `${CSRF_COOKIE}=first-token; Path=/`;
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${CSRF_COOKIE}=; Max-Age=0; Path=/`;
  sent = [];
  bodies = [];
  answers = [];
  csrfFetches = 0;
});

const LEAD = {
  first_name: "Zoë",
  last_name: "Nguyen",
  mobile: "0491 570 006",
  email: "zoe@example.com.au",
  enquiring_about: "Small business nbn",
  description: "Two offices to connect.",
} as const;

/** A price checker's details, as its form sends them for validation. */
const PRICE_CHECK = {
  address: "1 Harbour Esp, Docklands VIC 3008",
  first_name: "Zoë",
  last_name: "Nguyen",
  email: "zoe@example.com.au",
  phone: "0491 570 006",
  speed: "100",
};

describe("api.get", () => {
  it("fills the contract's path and query under /api and returns the answer", async () => {
    answers = [json(200, [])];
    expect(
      await api.get(API.addresses, {
        query: { fullText: "Unit 3/12 Smith St", source: "footprint", excludeProviders: "NBN" },
      }),
    ).toEqual([]);
    expect(sent[0]?.url).toBe(
      "http://localhost:3000/api/v2/address?fullText=Unit+3%2F12+Smith+St&source=footprint&excludeProviders=NBN",
    );

    answers = [json(200, [])];
    await api.get(API.addressSearch, { params: { address: "Unit 3/12 Smith St" } });
    expect(sent[1]?.url).toBe("http://localhost:3000/api/search/Unit%203%2F12%20Smith%20St");
  });

  it("throws an ApiError with the status and the path", async () => {
    answers = [json(404, { message: "No such location." })];
    const failure = await api
      .get(API.orderHandoff, { query: { address: "1 Smith St", locationId: "LOC000000000001" } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 404,
      message: "GET /api/order-handoff?address=1+Smith+St&locationId=LOC000000000001 failed",
    });
  });
});

describe("api.post", () => {
  it("sends the body as JSON with the forgery token and the idempotency key", async () => {
    answers = [json(201, { message: "Thanks", reference: "ref-1" })];
    const result = await api.post(leadEndpoint(contactForm), LEAD, {
      idempotencyKey: "key-1234567890",
    });
    expect(result).toEqual({
      ok: true,
      status: 201,
      data: { message: "Thanks", reference: "ref-1" },
    });
    const request = sent[0]!;
    expect(request.url).toBe("http://localhost:3000/api/submit-contact-form");
    expect(request.method).toBe("POST");
    expect(request.headers.get(CSRF_HEADER)).toBe("first-token");
    expect(request.headers.get("Idempotency-Key")).toBe("key-1234567890");
    expect(JSON.parse(bodies[0]!)).toEqual(LEAD);
  });

  it("asks for a fresh token once after a 419, and sends again", async () => {
    answers = [
      json(419, { message: "expired" }),
      json(200, { message: "The details are complete." }),
    ];
    const result = await api.post(API.validatePriceCheckerForm, PRICE_CHECK);
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(csrfFetches).toBe(1);
    expect(sent.map((request) => request.headers.get(CSRF_HEADER))).toEqual([
      "first-token",
      "fresh-token",
    ]);
  });

  it("asks once for a token that requests sent at the same moment share", async () => {
    document.cookie = `${CSRF_COOKIE}=; Max-Age=0; Path=/`;
    answers = Array.from({ length: 6 }, () => json(200, { message: "The details are complete." }));
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api.post(API.validatePriceCheckerForm, PRICE_CHECK)),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(csrfFetches).toBe(1);
    expect(sent.map((request) => request.headers.get(CSRF_HEADER))).toEqual(
      Array(6).fill("fresh-token"),
    );
  });

  it("sorts a 422 into field errors and any other status into a failure", async () => {
    const errors = { address: ["The address field is required."] };
    answers = [json(422, { message: errors.address[0], errors })];
    expect(await api.post(API.fibrePricing, { address: "", speed: 100, carrier: "AAPT" })).toEqual({
      ok: false,
      kind: "validation",
      message: "The address field is required.",
      errors,
    });

    answers = [json(502, { message: "AAPT pricing is not available right now." })];
    const failed = await api.post(API.fibrePricing, { address: "x", speed: 100, carrier: "AAPT" });
    expect(failed).toMatchObject({ ok: false, kind: "failure", status: 502 });
    expect(failed.ok ? null : failed.kind === "failure" && failed.error).toMatchObject({
      message: "POST /api/get-fibre-pricing answered 502",
    });
  });
});

describe("the client's types", () => {
  // Compiled, never called: each line is a mismatch tsc must report.
  const mismatches = async () => {
    // @ts-expect-error a POST endpoint is not fetched with GET
    await api.get(API.fibrePricing, {});
    // @ts-expect-error the plans path needs its parameters
    await api.get(API.plans);
    // @ts-expect-error the hand-off's query names `address`, not `adress`
    await api.get(API.orderHandoff, { query: { adress: "1 Smith St", locationId: "LOC1" } });
    // @ts-expect-error the pricing body's field is `carrier`
    await api.post(API.fibrePricing, { address: "1 Smith St", speed: 100, carier: "AAPT" });
    // @ts-expect-error the catalogue is not a list of address suggestions
    const suggestions: AddressSuggestion[] = await api.get(API.defaultPlans);
    return suggestions;
  };

  it("are checked by tsc", () => {
    expect(mismatches).toBeTypeOf("function");
  });
});
