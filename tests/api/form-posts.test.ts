import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUCCESS_MESSAGE } from "../../domain/forms/messages";
import { message } from "../../domain/forms/fields";
import { opaqueTag } from "../support/client";
import { csrfSession, postForm, storedLeads, VALID } from "../support/forms";
import { startInProcess, type InProcessSite } from "../support/in-process";

/**
 * Lead forms sent before the page's script started (ADR 0025, 0028): a plain URL-encoded post
 * to the form's own page, checked and stored like POST /api/{endpoint}; a stored lead is
 * answered with a 303 to its confirmation URL, a rejected one with the page.
 */

let server: InProcessSite;

beforeAll(async () => {
  server = await startInProcess({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
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

/** The page a 303 sends the browser to, fetched as the browser would. */
async function followRedirect(response: Response): Promise<{ url: URL; html: string }> {
  const url = new URL(response.headers.get("location") ?? "", server.baseUrl);
  return { url, html: await (await fetch(url)).text() };
}

describe("a lead form posted before the script started", () => {
  for (const { path, form, values } of PAGES) {
    it(`stores the ${form} lead from ${path} and sends the browser to its confirmation`, async () => {
      const company = `Posted ${form} Pty Ltd`;
      const response = await postPage(path, { ...values, company, _form: form });
      expect(response.status).toBe(303);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const { url, html } = await followRedirect(response);
      expect(url.pathname).toBe(path);
      expect(url.searchParams.get("sent")).toBe(form);
      expect(html).toContain(`<link rel="canonical"`);
      const [lead] = await leadsFrom(company);
      expect(lead).toMatchObject({ form, sourcePage: path, isSpam: false });
      expect(lead!.payload.email).toBe(values.email);
    });
  }

  it("shows the success message in the form's place on the confirmation page", async () => {
    const response = await postPage("/partners", {
      ...VALID["submit-partners-form"],
      _form: "partner",
    });
    const { html } = await followRedirect(response);
    expect(html).toContain(SUCCESS_MESSAGE);
  });

  it("puts a price check's address and speed on its confirmation URL, and nothing personal", async () => {
    const values = VALID["submit-price-checker-form/priceChecker"];
    const response = await postPage("/internet", { ...values, _form: "price-checker" });
    const { url, html } = await followRedirect(response);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sent: "price-checker",
      address: values.address,
      speed: values.speed,
    });
    // The address box holds it, ready to be priced once the page runs.
    expect(html).toContain(`value="${values.address}"`);
  });

  it("stores one lead when the same post arrives twice, or twice at once (a double click)", async () => {
    const company = "Twice Posted Pty Ltd";
    const fields = { ...VALID["submit-partners-form"], company, _form: "partner" };
    const first = await postPage("/partners", fields);
    const again = await postPage("/partners", fields);
    expect([first.status, again.status]).toEqual([303, 303]);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    expect(await leadsFrom(company)).toHaveLength(1);

    const clicked = "Double Clicked Pty Ltd";
    const both = await Promise.all(
      [1, 2].map(() => postPage("/partners", { ...fields, company: clicked })),
    );
    expect(both.map((response) => response.status)).toEqual([303, 303]);
    expect(await leadsFrom(clicked)).toHaveLength(1);
  });

  it("a refreshed confirmation stores nothing more", async () => {
    const company = "Refreshing Pty Ltd";
    const response = await postPage("/partners", {
      ...VALID["submit-partners-form"],
      company,
      _form: "partner",
    });
    await followRedirect(response);
    await followRedirect(response);
    expect(await leadsFrom(company)).toHaveLength(1);
  });

  it("gives a rejected post's page a key, so the corrected form is one lead however often it is sent", async () => {
    const company = "Corrected Later Pty Ltd";
    const fields = { ...VALID["submit-partners-form"], company, _form: "partner" };
    const rejected = await postPage("/partners", { ...fields, email: "not-an-email", _key: "" });
    expect(rejected.status).toBe(422);
    const key = /name="_key" value="([\w-]+)"/.exec(await rejected.text())?.[1];
    expect(key).toMatch(/^[\w-]{8,128}$/);

    // Sent, then sent again after going back (a changed phone: the same submission's key).
    expect((await postPage("/partners", { ...fields, _key: key! })).status).toBe(303);
    const resent = await postPage("/partners", { ...fields, phone: "02 5550 9999", _key: key! });
    expect(resent.status).toBe(303);
    expect(await leadsFrom(company)).toHaveLength(1);
  });

  it("stores posts that differ, or that carry different keys, as leads of their own", async () => {
    const company = "Two Enquiries Pty Ltd";
    const fields = { ...VALID["submit-partners-form"], company, _form: "partner" };
    await postPage("/partners", fields);
    await postPage("/partners", { ...fields, interested_in: "Wholesale partner" });
    await postPage("/partners", { ...fields, _key: "first-visit-key" });
    await postPage("/partners", { ...fields, _key: "second-visit-key" });
    expect(await leadsFrom(company)).toHaveLength(4);
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
    expect(response.status).toBe(303);
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
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).not.toContain("1990");
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
    const noAction = await postPage("/voip", { ...fields, _form: "partner" });
    expect(noAction.status).toBe(405);
    expect(noAction.headers.get("allow")).toBe("GET, HEAD");
    // The visitor's mistake, not a fault of ours: nothing at error level.
    expect(server.logs().filter((line) => line.includes('"level":50'))).toEqual([]);
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
    expect(opaqueTag(after)).toBe(opaqueTag(before));
    expect(await after.text()).not.toContain(SUCCESS_MESSAGE);
  });
});

describe("the forms' rate limit", () => {
  it("counts posts without script and API calls alike", async () => {
    const limited = await startInProcess({ env: { RATE_LIMIT_PER_MINUTE: "2" } });
    try {
      const post = () =>
        fetch(`${limited.baseUrl}/partners`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: limited.baseUrl,
          },
          body: new URLSearchParams({ ...VALID["submit-partners-form"], _form: "partner" }),
          redirect: "manual",
        });
      expect((await post()).status).toBe(303);
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
