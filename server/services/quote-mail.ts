import type { ClaimedDelivery } from "../db/lead-outbox";
import type { QuotesRepository } from "../db/quotes-repository";
import type { PdfRenderer } from "../documents/pdf-pool";
import type { QuoteBrand } from "../documents/quote-brand";
import type { SmtpClient } from "../integrations/smtp-client";
import type { OutboxSend } from "./lead-delivery";
import type { QuotePdfSource } from "./quote-pdfs";

export interface QuoteMailDependencies {
  quotes: Pick<QuotesRepository, "find">;
  pdfs: Pick<PdfRenderer, "email">;
  /** The quote's PDF, rendered once for its email and its downloads (quote-pdfs.ts). */
  pdfFor: QuotePdfSource;
  smtp: Pick<SmtpClient, "send">;
  brand: QuoteBrand;
}

/**
 * Sends a quote's email (ADR 0043), the outbox's mail channel: the stored quote, its PDF and
 * the email made from them, to the address its lead was made with. The email is made again at
 * each attempt from the immutable snapshot and the PDF is the one stored, so a retry sends the
 * same email.
 */
export function createQuoteMailSender({
  quotes,
  pdfs,
  pdfFor,
  smtp,
  brand,
}: QuoteMailDependencies) {
  const send: OutboxSend = async (item: ClaimedDelivery, { signal }) => {
    const quote = item.quoteId ? await quotes.find(item.quoteId) : null;
    if (!quote) throw new Error("The quote to email is no longer stored.");
    const { email, first_name } = item.lead.payload;
    if (typeof email !== "string") throw new Error("The quote's lead holds no email address.");
    // The email is made in the documents' worker threads, never on the event loop; the PDF is
    // the stored one, or rendered there too.
    const [content, pdf] = await Promise.all([
      pdfs.email(quote, String(first_name ?? ""), signal),
      pdfFor(quote),
    ]);
    // Rendering took a while: a claim lost meanwhile is another node's to send. Once the mail
    // server is talking, a send is not taken back (SMTP has no way to), so the claim's renewals
    // must outlast the slowest server: OUTBOX_LEASE_MS above SMTP_TIMEOUT_MS.
    signal.throwIfAborted();
    await smtp.send({
      to: email,
      ...content,
      messageId: `<quote-${quote.reference}@${new URL(brand.siteUrl).hostname}>`,
      attachments: [
        { filename: `quote-${quote.reference}.pdf`, contentType: "application/pdf", content: pdf },
      ],
    });
  };
  return send;
}
