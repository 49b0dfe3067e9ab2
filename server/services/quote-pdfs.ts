import type { Logger } from "pino";
import type { Quote } from "../../domain/quotes/quote";
import { quoteIdForLogs } from "../../domain/quotes/quote-names";
import type { QuotesRepository } from "../db/quotes-repository";

export interface QuotePdfDependencies {
  quotes: Pick<QuotesRepository, "findPdf" | "keepPdf">;
  /** Renders off the event loop (server/documents/pdf-pool.ts). */
  render(quote: Quote): Promise<Buffer>;
  logger: Pick<Logger, "warn">;
}

/**
 * A quote's PDF, rendered once per quote (ADR 0043): by its email or its first download,
 * whichever asks first, then stored with the quote and read back by the other, on any node.
 * Asks for one quote while its render is under way on this node wait on that render.
 */
export function createQuotePdfs({ quotes, render, logger }: QuotePdfDependencies) {
  const rendering = new Map<string, Promise<Buffer>>();

  async function renderAndKeep(quote: Quote): Promise<Buffer> {
    const pdf = await render(quote);
    // Not kept, it is rendered again next time; this visitor or email still has it now.
    await quotes.keepPdf(quote.id, pdf).catch((error: unknown) => {
      logger.warn({ err: error, quote: quoteIdForLogs(quote.id) }, "quote PDF not kept");
    });
    return pdf;
  }

  return async function pdfFor(quote: Quote): Promise<Buffer> {
    const stored = await quotes.findPdf(quote.id);
    if (stored) return stored;
    let pending = rendering.get(quote.id);
    if (!pending) {
      pending = renderAndKeep(quote).finally(() => rendering.delete(quote.id));
      rendering.set(quote.id, pending);
    }
    return pending;
  };
}

export type QuotePdfSource = ReturnType<typeof createQuotePdfs>;
