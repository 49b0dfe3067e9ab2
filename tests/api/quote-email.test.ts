import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuoteReceipt } from "../../domain/quotes/quote-form";
import { createPostgresDatabase, postgresReachable } from "../support/databases";
import { csrfSession, postForm, storedLeads, VALID_QUOTE } from "../support/forms";
import { startInProcess, type InProcessSite } from "../support/in-process";
import { mailbox, mailTo, startSimulators } from "../support/simulators";

/**
 * A quote's email (ADR 0043): sent through the lead outbox to the address the visitor typed,
 * with the quote's link and its PDF, once, at most five an hour to one address. The demo's
 * stand-in mail server keeps what it receives at /__sim/mail.
 */

let server: InProcessSite;
beforeAll(async () => {
  server = await startInProcess({ env: { OUTBOX_POLL_MS: "100" } });
});
afterAll(async () => {
  await server?.stop();
});

const sims = () => `${server.baseUrl}/__sim`;

async function postQuote(baseUrl: string, body: object): Promise<Response> {
  const session = await csrfSession(baseUrl);
  return postForm(baseUrl, "quotes", body, { session });
}

async function newQuote(baseUrl: string, email: string): Promise<QuoteReceipt> {
  const response = await postQuote(baseUrl, { ...VALID_QUOTE, email });
  expect(response.status).toBe(201);
  return (await response.json()) as QuoteReceipt;
}

// Longer than mailTo's wait: a busy run can hold the first email back (tests/support/simulators.ts).
describe("the quote email", { timeout: 90_000 }, () => {
  it("reaches the visitor once, with the quote's link and its PDF attached", async () => {
    const email = "first-quote@parraphysio.example";
    const receipt = await newQuote(server.baseUrl, email);
    const [mail, ...others] = await mailTo(sims(), email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(`Your Tidewire for Business quote ${receipt.reference}`);
    expect(mail!.text).toContain("Hi Aroha,");
    expect(mail!.text).toContain("120 Church St, Parramatta NSW 2150");
    for (const total of ["$105.00", "$115.00", "$20.00", "$125.00"]) {
      expect(mail!.text).toContain(total);
    }
    const link = `${server.baseUrl}${receipt.url}`;
    expect(mail!.links).toContain(link);
    expect(mail!.attachments).toEqual([
      {
        filename: `quote-${receipt.reference}.pdf`,
        contentType: "application/pdf",
        size: expect.any(Number) as number,
      },
    ]);
    expect(mail!.attachments[0]!.size).toBeGreaterThan(1000);
    // The link in the email opens the quote.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(receipt.reference);
  });

  it("is recorded as sent, beside the lead's CRM delivery", async () => {
    const email = "recorded@parraphysio.example";
    await newQuote(server.baseUrl, email);
    await mailTo(sims(), email);
    const leads = await storedLeads(server.database);
    const lead = leads.find((row) => row.payload.email === email);
    // The operators' listing shows the CRM delivery, one row per lead.
    expect(leads.filter((row) => row.payload.email === email)).toHaveLength(1);
    expect(lead?.form).toBe("quote");
  });

  it("goes at most five times an hour to one address; the sixth quote is refused by its email field", async () => {
    const email = "Busy.Buyer@parraphysio.example";
    for (let i = 0; i < 5; i += 1) {
      // The limit counts the address however it is written.
      await newQuote(server.baseUrl, i % 2 ? email.toLowerCase() : email);
    }
    const refused = await postQuote(server.baseUrl, { ...VALID_QUOTE, email });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    const body = (await refused.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(["email"]);
    expect(body.errors.email![0]).toMatch(/5 quotes to this address in the last hour/);
    const other = await postQuote(server.baseUrl, {
      ...VALID_QUOTE,
      email: "someone-else@parraphysio.example",
    });
    expect(other.status).toBe(201);
  });

  it("holds the limit for a burst to one address: five made, the rest refused", async () => {
    const email = "burst@parraphysio.example";
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => postQuote(server.baseUrl, { ...VALID_QUOTE, email })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it("keeps its mailbox to this machine, like every stand-in's data", async () => {
    const response = await fetch(`${sims()}/mail/messages`, {
      headers: { "X-Forwarded-For": "203.0.113.9" },
    });
    // Loopback decides by the socket, never by a header a client writes.
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
    const count = await fetch(`${sims()}/mail/count`);
    expect((await count.json()) as { received: number }).toEqual({ received: expect.any(Number) });
    const page = await fetch(`${sims()}/mail`);
    expect(await page.text()).toContain("Received mail");
  });

  it("leaves no endpoint that sends an existing quote to a typed address", async () => {
    const receipt = await newQuote(server.baseUrl, "owner@parraphysio.example");
    const session = await csrfSession(server.baseUrl);
    for (const path of [`quotes/${receipt.id}/email`, `quotes/${receipt.id}`, "quotes/email"]) {
      const response = await postForm(
        server.baseUrl,
        path,
        { email: "stranger@elsewhere.example" },
        { session },
      );
      expect(response.status, path).toBe(404);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      (await mailbox(sims())).filter((mail) => mail.to === "stranger@elsewhere.example"),
    ).toEqual([]);
  });
});

describe("two nodes on one PostgreSQL and a slow mail server", () => {
  it("send each quote's email once", async ({ skip }) => {
    if (!(await postgresReachable())) skip("PostgreSQL is not reachable on 127.0.0.1:5432");
    const outside = await startSimulators({ SIM_CARRIER_LATENCY: "fast" });
    const database = await createPostgresDatabase();
    // A claim lasts 1 s unless renewed; the mail server takes 2.5 s to take each message.
    await fetch(`${outside.baseUrl}/mail/control`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ delayMs: 2_500 }),
    });
    const env = {
      SMTP_URL: outside.smtpUrl,
      CRM_WEBHOOK_URL: `${outside.baseUrl}/crm/leads`,
      OUTBOX_LEASE_MS: "1000",
      OUTBOX_POLL_MS: "100",
      RATE_LIMIT_PER_MINUTE: "100000",
    };
    const nodes = await Promise.all([
      startInProcess({ env, database }),
      startInProcess({ env, database }),
    ]);
    try {
      const emails = Array.from({ length: 6 }, (_, i) => `two-nodes-${i}@parraphysio.example`);
      await Promise.all(emails.map((email, i) => newQuote(nodes[i % 2]!.baseUrl, email)));
      for (const email of emails) await mailTo(outside.baseUrl, email);
      // Longer than a claim: a second send would have started by now.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const received = await mailbox(outside.baseUrl);
      for (const email of emails) {
        expect(
          received.filter((mail) => mail.to === email),
          email,
        ).toHaveLength(1);
      }
    } finally {
      await Promise.all(nodes.map((node) => node.stop()));
      await outside.stop();
      await database.drop();
    }
  }, 90_000);
});
