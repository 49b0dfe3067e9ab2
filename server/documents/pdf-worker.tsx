import { setPriority, constants } from "node:os";
import { renderToBuffer } from "@react-pdf/renderer";
import type { Quote } from "../../domain/quotes/quote";
import type { QuoteBrand } from "./quote-brand";
import { renderQuoteEmail, type QuoteEmailContent } from "./quote-email";
import { QuotePdf } from "./quote-pdf";

// This thread only (Linux keeps a nice value per thread; 0 is the calling one): a render gives
// way to page answers whenever they need the CPU, so a burst of downloads or emails never
// slows them. Below normal, not the lowest: at nice 19 a busy machine left a render about 1 %
// of a core, and a visitor's download waited seconds for it (ADR 0043).
setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);

/**
 * A quote's documents, rendered in a worker thread (pdf-pool.ts): laying out and compressing a
 * PDF page, or rendering an email and its plain text, takes tens of milliseconds of CPU that
 * would otherwise hold up every answer on the event loop. The PDF is the default task.
 */
export default async function renderQuotePdf(input: {
  quote: Quote;
  brand: QuoteBrand;
}): Promise<Uint8Array> {
  return new Uint8Array(await renderToBuffer(<QuotePdf {...input} />));
}

/** The quote's email: its subject, HTML and plain text. */
export async function email(input: {
  quote: Quote;
  brand: QuoteBrand;
  firstName: string;
}): Promise<QuoteEmailContent> {
  return renderQuoteEmail(input);
}
