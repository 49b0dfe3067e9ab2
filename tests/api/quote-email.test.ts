import { sql } from "kysely";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuoteReceipt } from "../../domain/quotes/quote-form";
import { createDataLayer } from "../../server/db/database";
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
  // Every request here comes from one client: its own cap is tested on a site of its own.
  server = await startInProcess({
    // Every test here sends from one client: the per-minute and per-client limits stay out of
    // the way of the per-address one they test.
    env: {
      OUTBOX_POLL_MS: "100",
      QUOTE_EMAILS_PER_CLIENT_PER_HOUR: "1000",
      RATE_LIMIT_PER_MINUTE: "100000",
    },
  });
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

  it("counts the mailbox, not the spelling: tags and Gmail's dots share the one count", async () => {
    for (let i = 0; i < 5; i += 1) await newQuote(server.baseUrl, "victim@parraphysio.example");
    for (const variant of ["victim+1@parraphysio.example", "VICTIM+quotes@Parraphysio.example"]) {
      const refused = await postQuote(server.baseUrl, { ...VALID_QUOTE, email: variant });
      expect(refused.status, variant).toBe(429);
    }
    for (let i = 0; i < 5; i += 1) {
      await newQuote(server.baseUrl, i % 2 ? "jo.bloggs@gmail.com" : "jobloggs+q@googlemail.com");
    }
    const dotted = await postQuote(server.baseUrl, {
      ...VALID_QUOTE,
      email: "j.o.bloggs@gmail.com",
    });
    expect(dotted.status).toBe(429);
    // A provider that delivers dots apart keeps them apart.
    await newQuote(server.baseUrl, "vic.tim@parraphysio.example");
  });

  it("goes at most QUOTE_EMAILS_PER_CLIENT_PER_HOUR times an hour from one client, whatever the addresses", async () => {
    const capped = await startInProcess({
      env: { OUTBOX_POLL_MS: "100", QUOTE_EMAILS_PER_CLIENT_PER_HOUR: "3" },
    });
    try {
      for (let i = 0; i < 3; i += 1) await newQuote(capped.baseUrl, `buyer-${i}@clinic.example`);
      const refused = await postQuote(capped.baseUrl, {
        ...VALID_QUOTE,
        email: "fourth@clinic.example",
      });
      expect(refused.status).toBe(429);
      const body = (await refused.json()) as { errors: Record<string, string[]> };
      expect(body.errors.email![0]).toMatch(/3 quotes from this connection in the last hour/);
    } finally {
      await capped.stop();
    }
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
    // A claim lasts 3 s unless renewed (longer than a send may take, as the start requires);
    // the mail server takes 2.5 s to take each message, so a node's third send starts after
    // its claim on it would have run out.
    await fetch(`${outside.baseUrl}/mail/control`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ delayMs: 2_500 }),
    });
    const env = {
      SMTP_URL: outside.smtpUrl,
      CRM_WEBHOOK_URL: `${outside.baseUrl}/crm/leads`,
      OUTBOX_LEASE_MS: "3000",
      SMTP_TIMEOUT_MS: "2900",
      CRM_TIMEOUT_MS: "2900",
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
      await new Promise((resolve) => setTimeout(resolve, 4_000));
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

describe("the stand-in mail server", () => {
  it("takes a client that resets its connection mid-transaction, and the node answers on", async () => {
    const { hostname, port } = new URL(server.config.mail.smtpUrl!);
    const socket = connect({ host: hostname, port: Number(port) });
    const replies: string[] = [];
    socket.on("data", (chunk: Buffer) => replies.push(chunk.toString()));
    const replied = async (count: number) => {
      while (replies.join("").split("\r\n").filter(Boolean).length < count) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await replied(1); // the greeting
    socket.write("EHLO reset.example\r\n");
    await replied(2);
    socket.write("MAIL FROM:<a@reset.example>\r\nRCPT TO:<b@reset.example>\r\n");
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    // And the stand-in still takes mail.
    await newQuote(server.baseUrl, "after-reset@parraphysio.example");
    expect(await mailTo(sims(), "after-reset@parraphysio.example")).toHaveLength(1);
  });
});

describe("a mail server that answers the message's body after the timeout", () => {
  it("gets each quote at most twice, and the mailbox shows how many arrived", async () => {
    const slow = await startInProcess({
      env: { OUTBOX_POLL_MS: "100", OUTBOX_RETRY_BASE_MS: "300", SMTP_TIMEOUT_MS: "1000" },
    });
    const data = createDataLayer(slow.config.database);
    try {
      const simsOf = `${slow.baseUrl}/__sim`;
      // It takes each message, then answers 2.5 s later: past the site's 1 s wait.
      await fetch(`${simsOf}/mail/control`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ delayMs: 2_500 }),
      });
      const addresses = Array.from({ length: 6 }, (_, i) => `slow-${i}@parraphysio.example`);
      for (const email of addresses) await newQuote(slow.baseUrl, email);
      // Every email's outcome on record: sent once and unknown, tried once more, then parked.
      const settled = async () => {
        const { rows } = await sql<{ n: number | string }>`
          select count(*) as n from lead_outbox where channel = 'mail' and status <> 'pending'`.execute(
          data.db,
        );
        return Number(rows[0]?.n ?? 0);
      };
      const deadline = Date.now() + 80_000;
      while ((await settled()) < addresses.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await settled()).toBe(addresses.length);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const received = await mailbox(simsOf);
      for (const email of addresses) {
        const copies = received.filter((mail) => mail.to === email).length;
        expect(copies, email).toBeGreaterThanOrEqual(1);
        expect(copies, email).toBeLessThanOrEqual(2);
      }
      expect(received.length).toBeLessThanOrEqual(12);
    } finally {
      await data.close();
      await slow.stop();
    }
  }, 120_000);
});
