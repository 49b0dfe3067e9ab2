import type { RequestHandler } from "express";
import { isQuoteExpired, type Quote } from "../../domain/quotes/quote";
import { QUOTE_ID_PATTERN, quotePath } from "../../domain/quotes/quote-names";
import { createPageStore } from "./page-store";
import { prepareReadyAnswer, sendReadyAnswer, type ReadyAnswer } from "./ready-answer";

export interface QuotePdfDependencies {
  findQuote(id: string): Promise<Quote | null>;
  /** The quote's PDF, stored once rendered (server/services/quote-pdfs.ts). */
  pdfFor(quote: Quote): Promise<Buffer>;
}

/** What a PDF link answers: the PDF, or why there is none. */
type Outcome = ReadyAnswer | "unknown" | "expired";

/** How long a rendered PDF is kept; never past its quote's validity. */
const KEEP_MS = 30 * 60 * 1000;
const MAX_PDFS = 200;

/**
 * A quote's PDF, `/quotes/{id}.pdf` (ADR 0043): the stored one (rendered once per quote,
 * server/services/quote-pdfs.ts), kept by this node ready to send, compressed and with a strong
 * ETag, for half an hour (never past the quote's validity; the 200 most recent), whatever the
 * page cache's setting; a burst of downloads of a quote not yet kept waits on one look-up. The
 * browser may keep it too (private, revalidated by its ETag); a shared cache never does. An unknown id falls through to the 404 page; an expired quote's PDF link
 * sends the browser to its page, which answers 410.
 */
export function quotePdfAnswers({ findQuote, pdfFor }: QuotePdfDependencies): RequestHandler {
  const kept = createPageStore(KEEP_MS, MAX_PDFS);
  const rendering = new Map<string, Promise<Outcome>>();

  async function outcomeFor(id: string, headers: ReadyAnswer["headers"]): Promise<Outcome> {
    const quote = await findQuote(id);
    if (!quote) return "unknown";
    if (isQuoteExpired(quote, new Date())) return "expired";
    const answer = await prepareReadyAnswer({
      body: await pdfFor(quote),
      headers: {
        ...headers,
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="quote-${quote.reference}.pdf"`,
      },
      cacheControl: "private, no-cache",
      compression: "fast",
    });
    kept.set(id, answer, Date.parse(quote.validUntil) - Date.now());
    return answer;
  }

  return async (req, res, next) => {
    const id = String(req.params.id);
    if (!QUOTE_ID_PATTERN.test(id)) return next();
    const ready = kept.get(id);
    if (ready) return sendReadyAnswer(req, res, ready);
    let pending = rendering.get(id);
    if (!pending) {
      pending = outcomeFor(id, res.getHeaders()).finally(() => rendering.delete(id));
      rendering.set(id, pending);
    }
    try {
      const outcome = await pending;
      if (outcome === "unknown") return next();
      // The quote's own page says it has expired (410), with its way back to the journey.
      if (outcome === "expired") return res.redirect(303, quotePath(id));
      sendReadyAnswer(req, res, outcome);
    } catch (error) {
      next(error);
    }
  };
}
