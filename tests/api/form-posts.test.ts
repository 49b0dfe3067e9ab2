import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUCCESS_MESSAGE } from "../../domain/forms/messages";
import { message } from "../../domain/forms/fields";
import { csrfSession, postForm, storedLeads, VALID } from "../support/forms";
import { startServer, type RunningServer } from "../support/server";

/**
 * Lead forms sent before the page's script started (ADR 0025): a plain URL-encoded post to the
 * form's own page, checked and stored like POST /api/{endpoint}, answered with the page.
 */

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await server?.stop();
});

/** Each page with a lead form, the form it holds, and a valid post of it. */
const PAGES = [
  { path: "/partners", form: "partner", values: VALID["submit-partners-form"] },
  {
    path: "/voip/unified-communications",
    form: "register-interest",
    values: VALID["submit-register-interest-form"],
  },
  {
    path: "/internet/business-wireless",
    form: "business-wireless",
    values: VALID["submit-business-wireless-form"],
  },
  {
    path: "/internet",
    form: "price-checker",
    values: VALID["submit-price-checker-form/priceChecker"],
  },
  {
    path: "/internet/business-fibre",
    form: "fibre-price-checker",
    values: VALID["submit-price-checker-form/fibre"],
  },
  {
    path: "/internet/nbn-enterprise-ethernet",
    form: "enterprise-nbn",
    values: VALID["submit-enterprise-nbn-form"],
  },
] as const;

function postPage(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.baseUrl,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const leadsFrom = async (company: string) =>
  (await storedLeads(server.database)).filter((lead) => lead.payload.company === company);

describe("a lead form posted before the script started", () => {
  for (const { path, form, values } of PAGES) {
    it(`stores the ${form} lead from ${path} and answers with the page`, async () => {
      const company = `Posted ${form} Pty Ltd`;
      const response = await postPage(path, { ...values, company, _form: form });
      expect(response.status).toBe(201);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const html = await response.text();
      expect(html).toContain(`<link rel="canonical"`);
      const [lead] = await leadsFrom(company);
      expect(lead).toMatchObject({ form, sourcePage: path, isSpam: false });
      expect(lead!.payload.email).toBe(values.email);
    });
  }

  it("shows the success message in the form's place", async () => {
    const html = await (
      await postPage("/partners", { ...VALID["submit-partners-form"], _form: "partner" })
    ).text();
    expect(html).toContain(SUCCESS_MESSAGE);
  });

  it("answers 422 with the errors on their fields and every typed value kept", async () => {
    const company = "Ōtautahi Networks 🚀 <script>alert(1)</script>";
    const response = await postPage("/partners", {
      ...VALID["submit-partners-form"],
      email: "not-an-email",
      company,
      _form: "partner",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(message.email);
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain("Ōtautahi Networks 🚀 &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toMatch(
      /aria-invalid="true"[^>]*name="email"|name="email"[^>]*aria-invalid="true"/,
    );
    expect(await leadsFrom(company)).toEqual([]);
  });

  it("keeps SQL-like text as text", async () => {
    const company = "Robert'); DROP TABLE leads;--";
    const response = await postPage("/partners", {
      ...VALID["submit-partners-form"],
      company,
      _form: "partner",
    });
    expect(response.status).toBe(201);
    expect(await leadsFrom(company)).toHaveLength(1);
  });

  it("keeps a filled honeypot's lead as spam and never echoes it", async () => {
    const company = "Honeypot Bots Inc";
    const response = await postPage("/partners", {
      ...VALID["submit-partners-form"],
      company,
      dob: "1990-01-01",
      _form: "partner",
    });
    expect(response.status).toBe(201);
    expect(await response.text()).not.toContain("1990-01-01");
    const [lead] = await leadsFrom(company);
    expect(lead?.isSpam).toBe(true);
  });

  it("refuses a post from another site, or with no origin, before storing anything", async () => {
    const company = "Cross Site Forgery Pty Ltd";
    const fields = { ...VALID["submit-partners-form"], company, _form: "partner" };
    const forged: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "", referer: "https://evil.example/page" },
    ];
    for (const headers of forged) {
      const response = await postPage("/partners", fields, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await leadsFrom(company)).toEqual([]);
  });

  it("answers a post that names no lead form with 400, and a page without one with 405", async () => {
    const fields = { ...VALID["submit-partners-form"] };
    expect((await postPage("/partners", fields)).status).toBe(400);
    expect((await postPage("/partners", { ...fields, _form: "constructor" })).status).toBe(400);
    expect((await postPage("/voip", { ...fields, _form: "partner" })).status).toBe(405);
  });

  it("refuses bodies that are not a form, too large, or with too many fields", async () => {
    const json = await fetch(`${server.baseUrl}/partners`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseUrl },
      body: JSON.stringify({ ...VALID["submit-partners-form"], _form: "partner" }),
    });
    expect(json.status).toBe(415);
    const large = await postPage("/partners", {
      ...VALID["submit-partners-form"],
      description: "x".repeat(40_000),
      _form: "partner",
    });
    expect(large.status).toBe(413);
    const many = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`f${i}`, "1"]));
    expect((await postPage("/partners", { ...many, _form: "partner" })).status).toBe(413);
  });

  it("takes a repeated field as missing, and unknown fields as errors", async () => {
    const body = new URLSearchParams({ ...VALID["submit-partners-form"], _form: "partner" });
    body.append("email", "second@netreach.example");
    body.append("__proto__", "x");
    const response = await fetch(`${server.baseUrl}/partners`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl },
      body: body.toString(),
    });
    expect(response.status).toBe(422);
  });

  it("leaves the cached page as it was", async () => {
    const before = await fetch(`${server.baseUrl}/partners`);
    await postPage("/partners", { ...VALID["submit-partners-form"], _form: "partner" });
    const after = await fetch(`${server.baseUrl}/partners`);
    expect(after.headers.get("etag")).toBe(before.headers.get("etag"));
    expect(await after.text()).not.toContain(SUCCESS_MESSAGE);
  });
});

describe("the forms' rate limit", () => {
  it("counts posts without script and API calls alike", async () => {
    const limited = await startServer({ env: { RATE_LIMIT_PER_MINUTE: "2" } });
    try {
      const post = () =>
        fetch(`${limited.baseUrl}/partners`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: limited.baseUrl,
          },
          body: new URLSearchParams({ ...VALID["submit-partners-form"], _form: "partner" }),
        });
      expect((await post()).status).toBe(201);
      const session = await csrfSession(limited.baseUrl);
      const api = await postForm(
        limited.baseUrl,
        "submit-partners-form",
        VALID["submit-partners-form"],
        { session },
      );
      expect(api.status).toBe(201);
      expect((await post()).status).toBe(429);
    } finally {
      await limited.stop();
    }
  }, 30_000);
});
