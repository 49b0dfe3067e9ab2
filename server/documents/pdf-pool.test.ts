import { getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { quoteTables, quoteTotals } from "../../domain/quotes/quote-lines";
import {
  pdfText,
  SAMPLE_BRAND,
  samplePriceCheckQuote,
  sampleQuote,
} from "../../tests/support/quotes";
import { createPdfRenderer } from "./pdf-pool";

const renderer = createPdfRenderer(SAMPLE_BRAND);
afterAll(() => renderer.close());

async function readBack(pdf: Buffer) {
  const { pages, text } = await pdfText(new Uint8Array(pdf));
  const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1);
  return { totalPages: pages, text, size: page.view };
}

// The first render starts a worker thread and loads the PDF renderer into it: seconds on a busy machine.
describe("a quote's PDF", { timeout: 30_000 }, () => {
  it("is one A4 page whose text holds the reference, every line, every total and the validity", async () => {
    const quote = sampleQuote({ extender: 2 });
    const { totalPages, text, size } = await readBack(await renderer.render(quote));
    expect(totalPages).toBe(1);
    // A4 in points: 595.28 x 841.89.
    expect(size.map(Math.round)).toEqual([0, 0, 595, 842]);
    expect(text).toContain("Quote Q-7K3M-9PXD");
    expect(text).toContain("Tidewire for Business");
    expect(text).toContain("5 Providence Pde, Ripley QLD 4306");
    for (const row of quoteTables(quote).flatMap((table) => table.rows)) {
      expect(text).toContain(row.name);
      for (const cell of row.cells) expect(text).toContain(cell);
    }
    for (const total of quoteTotals(quote)) expect(text).toContain(`${total.label}`);
    for (const total of quoteTotals(quote)) expect(text).toContain(total.value);
    expect(text).toContain("valid until 26 Dec 2026");
  });

  it("fits a price check's six carriers, each term's prices or the words for none, on one page", async () => {
    const quote = samplePriceCheckQuote();
    const { totalPages, text } = await readBack(await renderer.render(quote));
    expect(totalPages).toBe(1);
    // Spaces as the PDF's text runs break them: compare the words alone.
    const words = (value: string) => value.replace(/\s+/g, "");
    for (const row of quoteTables(quote).flatMap((table) => table.rows)) {
      expect(words(text)).toContain(words(row.name));
      for (const cell of row.cells) expect(words(text)).toContain(words(cell));
      if (row.cells.length === 0) expect(words(text)).toContain(words(row.detail!));
    }
    expect(text).toContain("Prices exclude GST");
  });

  it("is the same bytes each time the same quote is rendered", async () => {
    const quote = sampleQuote();
    const [first, second] = await Promise.all([renderer.render(quote), renderer.render(quote)]);
    expect(first.equals(second)).toBe(true);
  });

  it("renders a business name the built-in font cannot draw without failing", async () => {
    const quote = sampleQuote({}, { businessName: "Café ☕ 東京 <script>alert(1)</script>" });
    const { totalPages, text } = await readBack(await renderer.render(quote));
    expect(totalPages).toBe(1);
    expect(text).toContain("<script>alert(1)</script>");
  });
});
