import { describe, expect, it } from "vitest";
import { sampleQuote } from "../../tests/support/quotes";
import { createQuotePdfs } from "./quote-pdfs";

/** A node over a store in memory (shared when given), with a renderer that counts its renders. */
function setUp(stored = new Map<string, Buffer>()) {
  let renders = 0;
  const pdfFor = createQuotePdfs({
    quotes: {
      findPdf: async (id) => stored.get(id) ?? null,
      keepPdf: async (id, pdf) => void stored.set(id, Buffer.from(pdf)),
    },
    render: async (quote) => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from(`%PDF ${quote.reference} #${renders}`);
    },
    logger: { warn: () => undefined },
  });
  return { pdfFor, stored, renders: () => renders };
}

describe("a quote's PDF", () => {
  it("is rendered once for its email and its downloads, asked at the same time", async () => {
    const { pdfFor, stored, renders } = setUp();
    const quote = sampleQuote();
    const pdfs = await Promise.all([pdfFor(quote), pdfFor(quote), pdfFor(quote)]);
    expect(renders()).toBe(1);
    expect(new Set(pdfs.map(String))).toEqual(new Set([`%PDF ${quote.reference} #1`]));
    expect(stored.get(quote.id)).toEqual(pdfs[0]);
  });

  it("is read back once stored, on this node or another", async () => {
    const first = setUp();
    const second = setUp(first.stored);
    const quote = sampleQuote();
    const rendered = await first.pdfFor(quote);
    expect(await first.pdfFor(quote)).toEqual(rendered);
    expect(await second.pdfFor(quote)).toEqual(rendered);
    expect(first.renders() + second.renders()).toBe(1);
  });

  it("is rendered again when the last render failed", async () => {
    let fail = true;
    const pdfFor = createQuotePdfs({
      quotes: { findPdf: async () => null, keepPdf: async () => undefined },
      render: async () => {
        if (fail) throw new Error("renderer gone");
        return Buffer.from("%PDF");
      },
      logger: { warn: () => undefined },
    });
    const quote = sampleQuote();
    await expect(pdfFor(quote)).rejects.toThrow("renderer gone");
    fail = false;
    expect(String(await pdfFor(quote))).toBe("%PDF");
  });

  it("is still answered when it cannot be stored, and the failure is logged", async () => {
    const warnings: unknown[] = [];
    const pdfFor = createQuotePdfs({
      quotes: {
        findPdf: async () => null,
        keepPdf: async () => {
          throw new Error("SQLITE_FULL: database or disk is full");
        },
      },
      render: async () => Buffer.from("%PDF rendered"),
      logger: { warn: (...line: unknown[]) => void warnings.push(line) },
    });
    const quote = sampleQuote();
    expect(String(await pdfFor(quote))).toBe("%PDF rendered");
    expect(JSON.stringify(warnings)).toContain("quote PDF not kept");
    // Logs never carry a whole quote id (ADR 0043).
    expect(JSON.stringify(warnings)).not.toContain(quote.id);
  });
});
