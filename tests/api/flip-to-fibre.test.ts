import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_AN_OBJECT } from "../../domain/validation/field-errors";
import { message } from "../../domain/forms/fields";
import { FLIP_MESSAGES } from "../../domain/forms/flip-to-fibre-form";
import { SUCCESS_MESSAGE } from "../../domain/forms/messages";
import { sealHandoff } from "../../domain/order/handoff-seal";
import { DEVELOPMENT_SECRETS } from "../../platform/config";
import {
  csrfSession,
  postForm,
  storedLeads,
  VALID_FLIP_REGISTRATION,
  type CsrfSession,
} from "../support/forms";
import { startInProcess, type InProcessSite } from "../support/in-process";

/**
 * Flip to Fibre over HTTP against the site (built in-process): the page,
 * POST /api/postFlipToFibreForm (every rule, forgery protection, limits, hostile input, the
 * durable lead and its delivery) and the order-site stand-in taking the fibre hand-off.
 */
const ENDPOINT = "postFlipToFibreForm";
const VALID = VALID_FLIP_REGISTRATION;

let server: InProcessSite;
let session: CsrfSession;

beforeAll(async () => {
  server = await startInProcess({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
  session = await csrfSession(server.baseUrl);
});
afterAll(async () => {
  await server?.stop();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  postForm(server.baseUrl, ENDPOINT, body, { session, headers });

async function errorsOf(response: Response): Promise<Record<string, string[]>> {
  expect(response.status).toBe(422);
  const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
  expect(body.message).toBe("Please check the highlighted fields and try again.");
  return body.errors;
}

async function leadByReference(reference: string) {
  const lead = (await storedLeads(server.database)).find((row) => row.reference === reference);
  if (!lead) throw new Error(`lead ${reference} was not stored`);
  return lead;
}

describe("GET /flip-to-fibre", () => {
  it("server-renders the headline, the three steps and the fibre plans without nbn50", async () => {
    const response = await fetch(`${server.baseUrl}/flip-to-fibre`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Ultra-fast business fibre with $0 installation");
    for (const step of [
      "Scalable secure internet",
      "Dedicated account manager",
      "Specialised activation teams",
    ]) {
      expect(html).toContain(step);
    }
    expect(html).toContain("First, we need to see if your business is eligible.");
    expect(html).toContain("It&#x27;s time to choose your unlimited nbn business plan");
    expect(html).toContain("Choose your interim nbn plan");
    expect(html).toContain("Plug in and get down to business");
    for (const heading of ["Start-up", "Accelerator", "Performance", "Power Move"]) {
      expect(html).toMatch(new RegExp(`<h3[^>]*>${heading}</h3>`));
    }
    expect(html).not.toMatch(/<h3[^>]*>Home Business<\/h3>/);
    // The default is the third plan offered: Performance 500/200.
    expect(html).toContain("Fibre plan: Performance 500/200");
    expect(html).toContain("Check address");
  });
});

describe(`POST /api/${ENDPOINT}`, () => {
  it("stores a durable lead before answering 201, and delivers it to the CRM", async () => {
    const response = await post(VALID);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; reference: string };
    expect(body.message).toBe(SUCCESS_MESSAGE);
    const lead = await leadByReference(body.reference);
    expect(lead).toMatchObject({ form: "flip-to-fibre", isSpam: false });
    expect(lead.payload).toEqual({
      firstName: VALID.firstName,
      lastName: VALID.lastName,
      email: VALID.email,
      phoneNumber: VALID.phoneNumber,
      address: VALID.address,
      product: "smb",
    });
    await expect
      .poll(async () => {
        const crm = await fetch(`${server.baseUrl}/__sim/crm/leads`);
        const { leads } = (await crm.json()) as {
          leads: { id: string; body: { form: string; fields: unknown } }[];
        };
        return leads.find((lead) => lead.id === body.reference)?.body;
      })
      .toMatchObject({ form: "flip-to-fibre", fields: { address: VALID.address, product: "smb" } });
  });

  it("names every missing field in the spec's words", async () => {
    const errors = await errorsOf(await post({}));
    expect(errors).toEqual({
      firstName: [FLIP_MESSAGES.firstName],
      lastName: [FLIP_MESSAGES.lastName],
      email: [FLIP_MESSAGES.email],
      phoneNumber: [FLIP_MESSAGES.phoneNumber],
      address: [message.required("address")],
      product: [message.required("product")],
    });
  });

  it.each([
    ["firstName", "   ", FLIP_MESSAGES.firstName],
    ["lastName", "", FLIP_MESSAGES.lastName],
    ["email", " ", FLIP_MESSAGES.email],
    ["phoneNumber", "", FLIP_MESSAGES.phoneNumber],
    ["email", "mereana@", FLIP_MESSAGES.invalidEmail],
    ["email", "mereana.kiwikoffee.example", FLIP_MESSAGES.invalidEmail],
    ["phoneNumber", "555 1234", FLIP_MESSAGES.invalidPhone],
    ["phoneNumber", "1300 975 707", FLIP_MESSAGES.invalidPhone],
    ["phoneNumber", "09 5550 1234", FLIP_MESSAGES.invalidPhone],
    ["phoneNumber", "0".repeat(21), message.tooLong("contact number", 20)],
    ["product", "nbn", message.choose("product")],
    ["address", "", message.required("address")],
    ["address", "x".repeat(256), message.tooLong("address", 255)],
    ["address", "12 George St\u0000", message.controlCharacters("address")],
    ["email", `${"a".repeat(45)}@x.example`, message.tooLong("email", 50)],
  ])("refuses %s = %j", async (field, value, expected) => {
    const errors = await errorsOf(await post({ ...VALID, [field]: value }));
    expect(errors[field]?.[0]).toBe(expected);
  });

  it.each(["02 5550 1234", "+61 2 5550 1234", "(08) 5550 9876", "+61 491 570 006"])(
    "accepts the contact number %s",
    async (phoneNumber) => {
      expect((await post({ ...VALID, phoneNumber })).status).toBe(201);
    },
  );

  it("refuses wrongly typed fields, fields the form does not have, and a body that is not an object", async () => {
    const errors = await errorsOf(
      await post({ ...VALID, firstName: 42, email: ["a@b.c"], first_name: "Zoë" }),
    );
    expect(errors.firstName).toEqual([message.notText("first name")]);
    expect(errors.email).toEqual([message.notText("email")]);
    expect(errors.first_name).toEqual(["The first_name field is not accepted."]);
    expect((await errorsOf(await post(["firstName", "Zoë"]))).request).toEqual([NOT_AN_OBJECT]);
    expect((await errorsOf(await post(null))).request).toEqual([NOT_AN_OBJECT]);
  });

  it.each([
    ["script tags", "<script>alert(1)</script>"],
    ["SQL-like text", "Robert'); DROP TABLE leads;--"],
    ["emoji", "Mereana 🚀"],
    ["10,000 characters", "x".repeat(10_000)],
  ])("refuses %s in a name with a clear message", async (_case, value) => {
    const errors = await errorsOf(await post({ ...VALID, lastName: value }));
    expect(errors.lastName?.[0]).toMatch(
      /may only contain letters|may not be longer than 50 characters/,
    );
  });

  it("keeps hostile text in the address verbatim, and the CRM page shows it escaped", async () => {
    const address = "<script>alert('x')</script> 1' OR '1'='1 — Ünit 3, Zürich 🏪";
    const response = await post({ ...VALID, address, email: "hostile@kiwikoffee.example" });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect((await leadByReference(reference)).payload.address).toBe(address);
    await expect
      .poll(async () => (await fetch(`${server.baseUrl}/__sim/crm`)).text())
      .toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(await (await fetch(`${server.baseUrl}/__sim/crm`)).text()).not.toContain(
      "<script>alert('x')",
    );
  });

  it("keeps a filled honeypot as spam, undelivered, with the same answer", async () => {
    const response = await post({ ...VALID, dob: "1990-01-01" });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(await leadByReference(reference)).toMatchObject({ isSpam: true, delivery: "not sent" });
  });

  it("answers 419 without the forgery token pair, or from another site", async () => {
    const bare = await postForm(server.baseUrl, ENDPOINT, VALID, { session: null });
    expect(bare.status).toBe(419);
    const foreign = await post(VALID, { origin: "https://evil.example" });
    expect(foreign.status).toBe(419);
  });

  it("answers malformed JSON with 400, a form body with 415 and an oversized body with 413", async () => {
    const malformed = await postForm(server.baseUrl, ENDPOINT, null, {
      session,
      raw: '{"firstName": "Mereana",',
    });
    expect(malformed.status).toBe(400);
    const form = await postForm(server.baseUrl, ENDPOINT, null, {
      session,
      raw: "firstName=Mereana",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    const oversized = await post({ ...VALID, address: "🚀".repeat(10_000) });
    expect(oversized.status).toBe(413);
  });

  it("answers a retried submission once, with its first answer", async () => {
    const key = `flip-${crypto.randomUUID()}`;
    const body = { ...VALID, email: "retry@kiwikoffee.example" };
    const first = await post(body, { "idempotency-key": key });
    const second = await post(body, { "idempotency-key": key });
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    const stored = (await storedLeads(server.database)).filter(
      (lead) => lead.payload.email === "retry@kiwikoffee.example",
    );
    expect(stored).toHaveLength(1);
  });

  it("answers 429 with Retry-After once a client passes the rate limit", async () => {
    const limited = await startInProcess({ env: { RATE_LIMIT_PER_MINUTE: "2" } });
    try {
      const own = await csrfSession(limited.baseUrl);
      const statuses: number[] = [];
      let last: Response | null = null;
      for (let i = 0; i < 3; i += 1) {
        last = await postForm(limited.baseUrl, ENDPOINT, VALID, { session: own });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
  });
});

describe("order-site stand-in, Flip to Fibre hand-off", () => {
  const fields = async (overrides: Record<string, string> = {}) => ({
    type: "broadband",
    technology: "fibre",
    sq_address: await sealHandoff(
      {
        address: "60 Sherwood Rd, Toowong QLD 4066",
        locationId: "LOC737968228905",
        serviceClass: 32,
        maxSpeed: 100,
      },
      DEVELOPMENT_SECRETS.orderHandoffKey,
    ),
    service_class: "32",
    flip: "1",
    interim_plan: "100",
    plan_id: "SMB-NBN-1000",
    contract_term: "12",
    unlimited_phone: "0",
    payg_phone: "0",
    modem: "1",
    hs: "trial",
    extender: "3",
    fdclid: "",
    new_dev: "0",
    smb: "1",
    ...overrides,
  });
  const order = async (params: Record<string, string>) => {
    const response = await fetch(
      `${server.baseUrl}/__sim/order-site/order?${new URLSearchParams(params)}`,
    );
    return { status: response.status, html: await response.text() };
  };

  it("opens the address and shows the fibre order with its interim plan and extenders", async () => {
    const { status, html } = await order(await fields());
    expect(status).toBe(200);
    expect(html).toContain("60 Sherwood Rd, Toowong QLD 4066");
    expect(html).toMatch(/<th scope="row">flip<\/th><td>1<\/td>/);
    expect(html).toMatch(/<th scope="row">interim_plan<\/th><td>100<\/td>/);
    expect(html).toMatch(/<th scope="row">extender<\/th><td>3<\/td>/);
    expect(html).toMatch(/<th scope="row">contract_term<\/th><td>12<\/td>/);
  });

  it.each([
    ["a one-month term", { contract_term: "1" }],
    ["no flip flag", { flip: "0" }],
    ["an interim plan of 250", { interim_plan: "250" }],
    ["a class the upgrade does not cover", { service_class: "24" }],
    ["an extender count that is not a number", { extender: "lots" }],
    ["a plan below the curb premises' minimum", { plan_id: "SMB-NBN-100" }],
    ["a class other than the one qualified", { service_class: "33" }],
  ])("refuses %s", async (_case, overrides) => {
    const { status, html } = await order(await fields(overrides));
    expect(status).toBe(400);
    expect(html).toContain("The order was not accepted");
  });
});
