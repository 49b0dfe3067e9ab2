import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuoteReceipt } from "../../domain/quotes/quote-form";
import { csrfSession, postForm, VALID_QUOTE } from "../support/forms";
import { startInProcess, type InProcessSite } from "../support/in-process";
import { expireQuote, pdfText } from "../support/quotes";

let server: InProcessSite;
beforeAll(async () => {
  // These tests quote one visitor many times; the email limit has tests of its own.
  server = await startInProcess({ env: { QUOTE_EMAILS_PER_HOUR: "1000" } });
});
afterAll(async () => {
  await server?.stop();
});

async function newQuote(body: object = VALID_QUOTE): Promise<QuoteReceipt> {
  const session = await csrfSession(server.baseUrl);
  const response = await postForm(server.baseUrl, "quotes", body, { session });
  expect(response.status).toBe(201);
  return (await response.json()) as QuoteReceipt;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers, redirect: "manual" });

/** The totals as the quote page shows them, by their data-total names. */
function pageTotals(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/data-total="([a-z-]+)">([^<]+)</g)].map((match) => [match[1], match[2]]),
  );
}

describe("GET /quotes/{id}.pdf", () => {
  let receipt: QuoteReceipt;
  beforeAll(async () => {
    receipt = await newQuote();
  });

  it("is named in the 201 and linked from the quote page", async () => {
    expect(receipt.pdfUrl).toBe(`/quotes/${receipt.id}.pdf`);
    const html = await (await get(receipt.url)).text();
    expect(html).toContain(`href="${receipt.pdfUrl}"`);
    expect(html).toContain("Download PDF");
  });

  it("is one page whose text carries the reference, the business and the page's very totals", async () => {
    const response = await get(receipt.pdfUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="quote-${receipt.reference}.pdf"`,
    );
    const { pages, text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(pages).toBe(1);
    expect(text).toContain(`Quote ${receipt.reference}`);
    expect(text).toContain("Parramatta Physio Pty Ltd");
    expect(text).toContain("120 Church St, Parramatta NSW 2150");
    const totals = pageTotals(await (await get(receipt.url)).text());
    expect(Object.keys(totals).sort()).toEqual(["after-special", "minimum", "monthly", "upfront"]);
    for (const value of Object.values(totals)) expect(text).toContain(value);
    expect(text).not.toContain("aroha@parraphysio.example");
  });

  it("is rendered once and sent again with the same strong ETag, and a 304 to a browser that holds it", async () => {
    const first = await get(receipt.pdfUrl);
    const second = await get(receipt.pdfUrl);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.get("etag")).toBe(etag);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    const revalidated = await get(receipt.pdfUrl, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
  });

  it("is kept by the browser only, never indexed or sent on as a referrer", async () => {
    const response = await get(receipt.pdfUrl);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("answers a burst of downloads of a new quote with one render, all the same bytes", async () => {
    const fresh = await newQuote();
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await get(fresh.pdfUrl);
        return { status: response.status, etag: response.headers.get("etag") };
      }),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
  });

  it("answers the 404 page for an unknown or malformed id", async () => {
    for (const path of [`/quotes/${"0".repeat(26)}.pdf`, "/quotes/not-an-id.pdf"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("text/html");
    }
  });

  it("sends the browser to an expired quote's 410 page rather than its PDF", async () => {
    const expired = await newQuote();
    await expireQuote(server.database.url, expired.id);
    const redirect = await get(expired.pdfUrl);
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).toBe(expired.url);
    const response = await get(expired.url);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain("This quote has expired");
  });

  it("keeps unicode, emoji and markup in the business name as text", async () => {
    const odd = await newQuote({ ...VALID_QUOTE, business_name: "Ōtaki Café 🌿 <b>&amp;</b>" });
    const response = await get(odd.pdfUrl);
    expect(response.status).toBe(200);
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("<b>&amp;</b>");
  });

  it("never logs a whole quote id", async () => {
    await get(receipt.pdfUrl);
    expect(server.logs().join("\n")).not.toContain(receipt.id);
  });
});
