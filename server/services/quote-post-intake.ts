import type { Logger } from "pino";
import {
  POSTED_FORM_FIELD,
  POSTED_KEY_FIELD,
  type FormPostResult,
} from "../../domain/forms/form-post";
import { quoteForm } from "../../domain/quotes/quote-form";
import { quotePath } from "../../domain/quotes/quote-names";
import type { LeadContext } from "./lead-intake";
import type { QuoteMaker } from "./quotes";
import { UpstreamError } from "./upstream";

/**
 * "Email me this quote" sent as a plain form post (ADR 0025, 0043): what the browser posts when
 * the form's script is not running, its choices in hidden fields. The quote is made as
 * POST /api/quotes makes it; a made quote is answered with a 303 to its own page (the
 * confirmation a visitor can print and forward), a refused one with its journey's page and the
 * errors on their fields. Null when the post is not the quote form's.
 */
export function createQuotePostIntake(createQuote: QuoteMaker) {
  return async function submitQuotePost(
    posted: Record<string, string>,
    context: Omit<LeadContext, "idempotencyKey">,
    logger: Logger,
  ): Promise<FormPostResult | null> {
    const { [POSTED_FORM_FIELD]: formId, [POSTED_KEY_FIELD]: _key, ...fields } = posted;
    if (formId !== quoteForm.id) return null;
    // The honeypot is never sent back into the page.
    const { dob: _honeypot, ...values } = fields;
    // A quote has no idempotency key: the same post sent again is a second quote.
    const rejected = { formId: quoteForm.id, values, key: "" };
    try {
      const outcome = await createQuote(fields, { ...context, idempotencyKey: null, logger });
      switch (outcome.kind) {
        case "created":
          return { kind: "stored", confirmation: quotePath(outcome.quote.id) };
        case "invalid":
        case "too-many-emails":
          return { kind: "invalid", ...rejected, errors: outcome.errors };
        default:
          return { kind: "failed", ...rejected };
      }
    } catch (error) {
      // The address could not be checked again: the page says to try again, values kept.
      if (!(error instanceof UpstreamError)) throw error;
      logger.warn({ err: error }, "quote post: the address could not be checked again");
      return { kind: "failed", ...rejected };
    }
  };
}
