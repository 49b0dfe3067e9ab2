import { Redis } from "ioredis";
import { NOT_AN_OBJECT } from "../../domain/validation/field-errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message } from "../../domain/forms/fields";
import { PHONE_OR_MOBILE_REQUIRED } from "../../domain/forms/partner-form";
import { ADDRESS_NOT_FOUND } from "../../domain/forms/price-checker-form";
import { SUCCESS_MESSAGE } from "../../domain/forms/messages";
import { DEVELOPMENT_SECRETS } from "../../platform/config";
import { signAgentToken } from "../support/agent-token";
import {
  csrfSession,
  LEAD_ENDPOINTS,
  postForm,
  storedLeads,
  VALID,
  type CsrfSession,
  type LeadEndpoint,
} from "../support/forms";
import { startInProcess, type InProcessSite } from "../support/in-process";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

let server: InProcessSite;
let session: CsrfSession;

beforeAll(async () => {
  server = await startInProcess({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
  session = await csrfSession(server.baseUrl);
});
afterAll(async () => {
  await server?.stop();
});

const post = (endpoint: string, body: unknown, headers: Record<string, string> = {}) =>
  postForm(server.baseUrl, endpoint, body, { session, headers });

async function leadByReference(reference: string) {
  const lead = (await storedLeads(server.database)).find((row) => row.reference === reference);
  if (!lead) throw new Error(`lead ${reference} was not stored`);
  return lead;
}

async function errorsOf(response: Response): Promise<Record<string, string[]>> {
  expect(response.status).toBe(422);
  const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
  expect(body.message).toBe("Please check the highlighted fields and try again.");
  return body.errors;
}

describe.each(LEAD_ENDPOINTS)("POST /api/%s", (endpoint) => {
  it("stores a valid lead before answering 201 with the success message and a reference", async () => {
    const response = await post(endpoint, VALID[endpoint]);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; reference: string };
    expect(body.message).toBe(SUCCESS_MESSAGE);
    const lead = await leadByReference(body.reference);
    expect(lead).toMatchObject({ isSpam: false, delivery: expect.any(String) });
    expect(lead.payload.email).toBe(VALID[endpoint].email);
    expect(lead.payload).not.toHaveProperty("dob");
  });

  it("answers an empty body with 422 and every required field named", async () => {
    const errors = await errorsOf(await post(endpoint, {}));
    for (const field of ["first_name", "last_name", "email"]) {
      expect(errors[field]?.[0]).toMatch(/field is required\.$/);
    }
    expect(errors.dob).toBeUndefined();
  });

  it("refuses wrongly typed fields and fields the form does not have", async () => {
    const errors = await errorsOf(
      await post(endpoint, { ...VALID[endpoint], first_name: 42, email: ["a@b.c"], admin: true }),
    );
    expect(errors.first_name).toEqual([message.notText("first name")]);
    expect(errors.email).toEqual([message.notText("email")]);
    expect(errors.admin).toEqual(["The admin field is not accepted."]);
  });

  it("refuses a JSON body that is not an object", async () => {
    const errors = await errorsOf(await post(endpoint, ["first_name", "Zoë"]));
    expect(errors.request).toEqual([NOT_AN_OBJECT]);
  });

  it.each([
    ["script tags", "<script>alert(1)</script>"],
    ["SQL-like text", "Robert'); DROP TABLE leads;--"],
    ["emoji", "Zoë 🚀"],
    ["10,000 characters", "x".repeat(10_000)],
  ])("refuses %s in a name with a clear message", async (_case, value) => {
    const errors = await errorsOf(await post(endpoint, { ...VALID[endpoint], first_name: value }));
    expect(errors.first_name?.[0]).toMatch(
      /may only contain letters|may not be longer than 50 characters/,
    );
  });

  it.each([
    ["email", "not-an-email", message.email],
    ["email", `${"a".repeat(45)}@x.example`, message.tooLong("email", 50)],
  ])("checks the %s (%s)", async (field, value, expected) => {
    const errors = await errorsOf(await post(endpoint, { ...VALID[endpoint], [field]: value }));
    expect(errors[field]?.[0]).toBe(expected);
  });

  it("answers a filled honeypot like a success but keeps the lead as spam, undelivered", async () => {
    const response = await post(endpoint, { ...VALID[endpoint], dob: "1990-01-01" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; reference: string };
    expect(body.message).toBe(SUCCESS_MESSAGE);
    expect(await leadByReference(body.reference)).toMatchObject({
      isSpam: true,
      delivery: "not sent",
    });
  });
});

describe("POST /api/validate-price-checker-form", () => {
  const endpoint = "validate-price-checker-form";
  const state = VALID["submit-price-checker-form/priceChecker"];

  it("answers 200 for a complete form state and stores nothing", async () => {
    const before = (await storedLeads(server.database)).length;
    const response = await post(endpoint, state);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "The details are complete." });
    expect(await storedLeads(server.database)).toHaveLength(before);
  });

  it("answers 422 with the first problem of every field", async () => {
    const errors = await errorsOf(
      await post(endpoint, { ...state, address: "Docklands", email: "priya@", speed: "30" }),
    );
    expect(errors.address).toEqual([ADDRESS_NOT_FOUND]);
    expect(errors.email).toEqual([message.email]);
    expect(errors.speed).toEqual([message.choose("speed")]);
  });

  it("is protected like every other form: no forgery token, no answer", async () => {
    const response = await postForm(server.baseUrl, endpoint, state, { session: null });
    expect(response.status).toBe(419);
  });
});

describe("field rules of each form", () => {
  const cases: [LeadEndpoint, string, string, unknown, string][] = [
    ["submit-contact-form", "mobile", "555 1234", "555 1234", message.phone],
    ["submit-contact-form", "mobile", "21 digits", "0".repeat(21), message.tooLong("mobile", 20)],
    [
      "submit-contact-form",
      "enquiring_about",
      "Something else",
      "Something else",
      message.choose("enquiring about"),
    ],
    ["submit-contact-form", "description", "(empty)", "", message.required("description")],
    [
      "submit-contact-form",
      "description",
      "1,001 characters",
      "x".repeat(1001),
      message.tooLong("description", 1000),
    ],
    [
      "submit-contact-form",
      "company",
      "51 characters",
      "x".repeat(51),
      message.tooLong("company", 50),
    ],
    ["submit-partners-form", "abn", "51 824 753 55", "51 824 753 55", message.abnDigits],
    ["submit-partners-form", "abn", "51824753557", "51824753557", message.abnChecksum],
    ["submit-partners-form", "phone", "12345", "12345", message.phone],
    ["submit-partners-form", "mobile", "02 5550 1234", "02 5550 1234", message.mobile],
    [
      "submit-partners-form",
      "gst_registered",
      "sometimes",
      "sometimes",
      message.choose("GST registered"),
    ],
    ["submit-partners-form", "interested_in", "(empty)", "", message.required("interested in")],
    [
      "submit-register-interest-form",
      "product",
      "free-phones",
      "free-phones",
      message.choose("product"),
    ],
    ["submit-register-interest-form", "mobile", "(empty)", "", message.required("mobile")],
    ["submit-business-wireless-form", "phone", "+1 212 555 0100", "+1 212 555 0100", message.phone],
    [
      "submit-business-wireless-form",
      "address",
      "(empty)",
      "",
      message.required("business address"),
    ],
    ["submit-price-checker-form/priceChecker", "speed", "250", "250", message.choose("speed")],
    ["submit-price-checker-form/fibre", "speed", "(empty)", "", message.required("speed")],
    ["submit-enterprise-nbn-form", "speed", "100", "100", message.choose("speed")],
    [
      "submit-price-checker-form/priceChecker",
      "address",
      "a street without suburb, state or postcode",
      "1 George St",
      ADDRESS_NOT_FOUND,
    ],
    ["submit-enterprise-nbn-form", "address", "(empty)", "", message.required("business address")],
  ];
  it.each(cases)("%s: %s = %s", async (endpoint, field, _label, value, expected) => {
    const errors = await errorsOf(await post(endpoint, { ...VALID[endpoint], [field]: value }));
    expect(errors[field]?.[0]).toBe(expected);
  });

  it("asks partners for a phone or a mobile under both fields", async () => {
    const errors = await errorsOf(
      await post("submit-partners-form", {
        ...VALID["submit-partners-form"],
        phone: "",
        mobile: "",
      }),
    );
    expect(errors.phone).toEqual([PHONE_OR_MOBILE_REQUIRED]);
    expect(errors.mobile).toEqual([PHONE_OR_MOBILE_REQUIRED]);
  });
});

describe("hostile and unusual text where free text is allowed", () => {
  it("stores it verbatim (right-to-left, emoji, markup, SQL-like)", async () => {
    const description = "<script>alert('x')</script> '; DROP TABLE leads; -- שלום عليكم 🚀👩🏽‍💻";
    const company = "<b>Ōtautahi</b> & Sons";
    const response = await post("submit-contact-form", {
      ...VALID["submit-contact-form"],
      description,
      company,
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect((await leadByReference(reference)).payload).toMatchObject({ description, company });

    // Delivered to the CRM as sent, and shown escaped on its page.
    await expect
      .poll(async () => {
        const crm = await fetch(`${server.baseUrl}/__sim/crm/leads`);
        const { leads } = (await crm.json()) as {
          leads: { id: string; body: { fields: unknown } }[];
        };
        return leads.find((lead) => lead.id === reference)?.body.fields;
      })
      .toMatchObject({ description, company });
    const html = await (await fetch(`${server.baseUrl}/__sim/crm`)).text();
    expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(html).toContain("&lt;b&gt;Ōtautahi&lt;/b&gt; &amp; Sons");
    expect(html).not.toContain("<script>alert");
  });
});

describe("forgery protection", () => {
  const body = VALID["submit-contact-form"];

  it("hands out a token cookie from GET /api/csrf and no cookie on pages", async () => {
    const response = await fetch(`${server.baseUrl}/api/csrf`);
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toMatch(
      /^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; Expires=.+; SameSite=Lax$/,
    );
    expect((await fetch(`${server.baseUrl}/partners`)).headers.get("set-cookie")).toBeNull();
  });

  it("answers 419 without the token pair", async () => {
    const response = await postForm(server.baseUrl, "submit-contact-form", body, { session: null });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({
      message: "This page has expired. Please refresh the page and send the form again.",
    });
  });

  it("answers 419 when the header does not match the cookie", async () => {
    const other = await csrfSession(server.baseUrl);
    const response = await postForm(server.baseUrl, "submit-contact-form", body, {
      session: { cookie: session.cookie, token: other.token },
    });
    expect(response.status).toBe(419);
  });

  it("answers 419 to a request from another site, even with a matching pair", async () => {
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "", referer: "https://evil.example/page" },
    ];
    for (const headers of foreign) {
      const response = await post("submit-contact-form", body, headers);
      expect(response.status).toBe(419);
    }
  });
});

describe("malformed requests", () => {
  const endpoint = "submit-contact-form";

  it("answers 415 to a body that is not JSON", async () => {
    const response = await postForm(server.baseUrl, endpoint, null, {
      session,
      raw: "first_name=Zo%C3%AB",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: "Send the form as JSON (Content-Type: application/json).",
    });
  });

  it("answers 400 with a JSON error to malformed JSON", async () => {
    const response = await postForm(server.baseUrl, endpoint, null, {
      session,
      raw: '{"first_name": "Zoë",',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("answers 413 to a body over the limit", async () => {
    const response = await post(endpoint, {
      ...VALID[endpoint],
      description: "🚀".repeat(10_000),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request body is larger than 32kb." });
  });
});

describe("idempotent retries", () => {
  it("answers a retried submission with its first answer and stores one lead", async () => {
    const key = `retry-${crypto.randomUUID()}`;
    const body = { ...VALID["submit-contact-form"], description: `Retry check ${key}` };
    const first = await post("submit-contact-form", body, { "idempotency-key": key });
    const second = await post("submit-contact-form", body, { "idempotency-key": key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    const matching = (await storedLeads(server.database)).filter(
      (lead) => lead.payload.description === body.description,
    );
    expect(matching).toHaveLength(1);
  });

  it("answers the same key sent twice at once with one lead", async () => {
    const key = `race-${crypto.randomUUID()}`;
    const body = { ...VALID["submit-partners-form"], company: key.slice(0, 40) };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post("submit-partners-form", body, { "idempotency-key": key }),
      ),
    );
    const references = new Set(
      await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as { reference: string }).reference),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(references.size).toBe(1);
  });

  it("refuses a key used for another form, and a malformed key", async () => {
    const key = `cross-${crypto.randomUUID()}`;
    await post("submit-contact-form", VALID["submit-contact-form"], { "idempotency-key": key });
    const reused = await post("submit-partners-form", VALID["submit-partners-form"], {
      "idempotency-key": key,
    });
    expect(reused.status).toBe(409);
    const malformed = await post("submit-contact-form", VALID["submit-contact-form"], {
      "idempotency-key": "<script>",
    });
    expect(malformed.status).toBe(400);
  });
});

describe("what a lead records", () => {
  const future = () => Math.floor(Date.now() / 1000) + 600;

  it("records the page, tracking values and a hashed client address", async () => {
    const response = await post("submit-contact-form", {
      ...VALID["submit-contact-form"],
      utm_source: "spring-newsletter",
      conversation_id: "conv-8841",
    });
    const { reference } = (await response.json()) as { reference: string };
    const lead = await leadByReference(reference);
    expect(lead).toMatchObject({
      sourcePage: "/partners",
      utmSource: "spring-newsletter",
      conversationId: "conv-8841",
      agentCode: null,
    });
    expect(lead.payload).not.toHaveProperty("utm_source");
  });

  it("records the agent code only from a token the server can verify", async () => {
    const cases = [
      {
        token: signAgentToken({ name: "Priya Shah", agent_code: "AG-1042", exp: future() }),
        code: "AG-1042",
      },
      {
        token: signAgentToken(
          { name: "Priya", agent_code: "AG-FORGED", exp: future() },
          `${DEVELOPMENT_SECRETS.agentToken}-not`,
        ),
        code: null,
      },
      { token: signAgentToken({ name: "Priya", agent_code: "AG-OLD", exp: 1_000 }), code: null },
      { token: "not.a.token", code: null },
    ];
    for (const { token, code } of cases) {
      const response = await post("submit-register-interest-form", {
        ...VALID["submit-register-interest-form"],
        "agent-token": token,
      });
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const lead = await leadByReference(reference);
      expect(lead.agentCode).toBe(code);
      expect(lead.payload).not.toHaveProperty("agent-token");
    }
  });

  it("never logs the lead's details or the forgery token", () => {
    const logs = server.logs().join("\n");
    expect(logs).not.toContain("zoe@harbourside.example");
    expect(logs).not.toContain(session.token);
  });
});

describe("rate limits", () => {
  it("counts across nodes when they share Redis", async ({ skip }) => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
    const reachable = await redis.connect().then(
      () => true,
      () => false,
    );
    if (!reachable) {
      redis.disconnect();
      skip("Redis is not reachable on 127.0.0.1:6379");
    }
    const stale = await redis.keys("tidewire:rate:forms:*");
    if (stale.length > 0) await redis.del(...stale);
    redis.disconnect();

    const env = { RATE_LIMIT_PER_MINUTE: "2", REDIS_URL };
    const [a, b] = await Promise.all([startInProcess({ env }), startInProcess({ env })]);
    try {
      const statuses: number[] = [];
      for (const node of [a, b, a]) {
        const own = await csrfSession(node.baseUrl);
        const response = await postForm(
          node.baseUrl,
          "submit-contact-form",
          VALID["submit-contact-form"],
          {
            session: own,
          },
        );
        statuses.push(response.status);
      }
      // The third request, on the first node again, is the client's third in the minute.
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it("answers 429 with Retry-After once a client passes the limit", async () => {
    const limited = await startInProcess({ env: { RATE_LIMIT_PER_MINUTE: "3" } });
    try {
      const own = await csrfSession(limited.baseUrl);
      const statuses: number[] = [];
      let last: Response | null = null;
      for (let i = 0; i < 4; i += 1) {
        last = await postForm(
          limited.baseUrl,
          "submit-contact-form",
          VALID["submit-contact-form"],
          {
            session: own,
          },
        );
        statuses.push(last.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await last?.json()).toEqual({
        message:
          "You have sent this form a lot in a short time. Please wait a minute and try again.",
      });
    } finally {
      await limited.stop();
    }
  });
});
