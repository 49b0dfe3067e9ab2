import { describe, expect, it } from "vitest";
import {
  newQuoteId,
  newQuoteReference,
  QUOTE_ID_PATTERN,
  QUOTE_REFERENCE_PATTERN,
  quoteIdForLogs,
  withoutQuoteIds,
} from "./quote-names";

describe("quote names", () => {
  it("gives every quote an id of 130 random bits: 26 lower-case letters and digits", () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newQuoteId()));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(QUOTE_ID_PATTERN);
    expect(newQuoteId(() => new Uint8Array(26).fill(31))).toBe("z".repeat(26));
    expect(newQuoteId(() => new Uint8Array(26).fill(18))).toBe("j".repeat(26));
    // Every letter is used, so each of the 26 carries its full five bits.
    const seen = new Set([...ids].join(""));
    expect(seen.size).toBe(32);
  });

  it("gives a reference people can read out: Q-XXXX-XXXX without I, L, O or U", () => {
    for (let index = 0; index < 500; index += 1) {
      const reference = newQuoteReference();
      expect(reference).toMatch(QUOTE_REFERENCE_PATTERN);
      expect(reference.slice(2)).not.toMatch(/[ILOU]/);
    }
    expect(newQuoteReference(() => Uint8Array.from([0, 1, 2, 3, 28, 29, 30, 31]))).toBe(
      "Q-0123-WXYZ",
    );
  });

  it("logs a quote id cut short, so a log line can never open the quote", () => {
    const id = newQuoteId();
    expect(quoteIdForLogs(id)).toBe(`${id.slice(0, 6)}…`);
    expect(quoteIdForLogs(id)).not.toContain(id.slice(6));
  });

  it("cuts every quote link's id short in a path, a URL or a report", () => {
    const id = newQuoteId();
    const other = newQuoteId();
    const report = JSON.stringify({
      request: { url: `https://www.tidewire.example/quotes/${id}` },
      breadcrumbs: [{ data: { from: `/quotes/${other}`, to: "/small-business/nbn" } }],
    });
    const scrubbed = withoutQuoteIds(report);
    expect(scrubbed).not.toContain(id);
    expect(scrubbed).not.toContain(other);
    expect(scrubbed).toContain(`/quotes/${id.slice(0, 6)}…`);
    expect(JSON.parse(scrubbed)).toMatchObject({
      breadcrumbs: [{ data: { to: "/small-business/nbn" } }],
    });
    expect(withoutQuoteIds("/quotes/not-an-id")).toBe("/quotes/not-an-id");
  });

  it("cuts the id short whatever shape the path around it has", () => {
    const id = newQuoteId();
    const encoded = [...id].map((char, i) =>
      i % 3 ? char : `%${char.charCodeAt(0).toString(16)}`,
    );
    for (const path of [
      `/quotes//${id}`,
      `/quotes/x/../${id}`,
      `/QUOTES/${id.toUpperCase()}.pdf`,
      `/quotes/${encoded.join("")}`,
      `/api/anything?quote=${id}`,
    ]) {
      const scrubbed = withoutQuoteIds(path);
      expect(scrubbed.toLowerCase(), path).not.toContain(id.slice(6));
      expect(decodeURIComponent(scrubbed).toLowerCase(), path).not.toContain(id.slice(6));
    }
  });
});
