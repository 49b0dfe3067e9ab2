import type { Logger } from "pino";
import { EXTRA_FIELDS } from "../../domain/forms/fields";
import { validateLeadForm } from "../../domain/forms/lead-form";
import type { Quote } from "../../domain/quotes/quote";
import { quoteForm, type QuoteRequest } from "../../domain/quotes/quote-form";
import { quotePlace, quoteTables } from "../../domain/quotes/quote-lines";
import { newQuoteId, newQuoteReference, quoteIdForLogs } from "../../domain/quotes/quote-names";
import type { FieldErrors } from "../../domain/validation/field-errors";
import type { QuotesRepository } from "../db/quotes-repository";
import { describeStorageError } from "../db/storage-errors";
import { reportServerError } from "../../platform/error-reporting";
import { keyedQueue } from "./keyed-queue";
import type { LeadContext, LeadIntake } from "./lead-intake";
import type { QuoteChooser } from "./quote-choices";

export const tooManyQuoteEmails = (perHour: number) =>
  `We have emailed ${perHour} quotes to this address in the last hour. Please try again later, or call us.`;
export const tooManyQuoteEmailsFromClient = (perHour: number) =>
  `We have emailed ${perHour} quotes from this connection in the last hour. Please try again later, or call us.`;

export type QuoteOutcome =
  | { kind: "invalid"; errors: FieldErrors }
  /** The address has had its quote emails for the hour: nothing was stored. */
  | { kind: "too-many-emails"; errors: FieldErrors }
  | { kind: "created"; quote: Quote }
  /** Storage failed, or no carrier answered (logged): nothing was acknowledged. */
  | { kind: "failed" };

export interface QuoteServiceDependencies {
  quotes: QuotesRepository;
  /** Works out what the request chose from the server's own data (quote-choices.ts). */
  choose: QuoteChooser;
  acceptLead: LeadIntake;
  /** The keyed hash a recipient is counted by (recipient-hash.ts). */
  hashRecipient: (email: string) => string;
  /** How many quote emails went to this hashed recipient since then. */
  mailsTo: (recipientHash: string, since: Date) => Promise<number>;
  /** The keyed hash a client address is counted by (client-hash.ts), as leads store it. */
  hashClient: (address: string | undefined) => string | null;
  /** How many quote emails leads from this hashed client asked for since then. */
  mailsFrom: (clientHash: string, since: Date) => Promise<number>;
  /** How many quote emails one address may get in an hour (QUOTE_EMAILS_PER_HOUR). */
  emailsPerHour: number;
  /** How many one client may have sent in an hour (QUOTE_EMAILS_PER_CLIENT_PER_HOUR). */
  emailsPerClientPerHour: number;
  validDays: number;
  now?: () => Date;
}

/** A fresh reference is drawn when one is taken; three in a row taken means something is wrong. */
const REFERENCE_TRIES = 3;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Makes a quote (ADR 0043): the visitor's choices checked by the quote form's schema, then
 * worked out by the journey's rules from the server's own data (quote-choices.ts). The
 * snapshot is stored, then the lead (the reference and the quoted
 * lines, for the CRM) and the quote's email (for the visitor) go into the lead outbox; all are
 * committed before the answer. One mailbox gets at most `emailsPerHour` quote emails, and one
 * client sends at most `emailsPerClientPerHour` (exactly so on one node; nodes that take the
 * same requests in the same instant can each let one more through).
 */
export function createQuoteService({
  quotes,
  choose,
  acceptLead,
  hashRecipient,
  mailsTo,
  hashClient,
  mailsFrom,
  emailsPerHour,
  emailsPerClientPerHour,
  validDays,
  now = () => new Date(),
}: QuoteServiceDependencies) {
  const oneAtATime = keyedQueue();
  return async function createQuote(
    fields: unknown,
    { logger, ...context }: LeadContext & { logger: Logger },
  ): Promise<QuoteOutcome> {
    const checked = validateLeadForm(quoteForm, fields);
    if (!checked.ok) return { kind: "invalid", errors: checked.errors };
    const request = checked.value;

    const recipientHash = hashRecipient(request.email);
    const clientHash = hashClient(context.clientAddress);
    const hourAgo = () => new Date(now().getTime() - HOUR_MS);
    /** Why no more quote emails may go now, if none may: the mailbox's cap, then the client's. */
    const capReached = async (): Promise<QuoteOutcome | null> => {
      if ((await mailsTo(recipientHash, hourAgo())) >= emailsPerHour) {
        return { kind: "too-many-emails", errors: { email: [tooManyQuoteEmails(emailsPerHour)] } };
      }
      if (clientHash && (await mailsFrom(clientHash, hourAgo())) >= emailsPerClientPerHour) {
        const message = tooManyQuoteEmailsFromClient(emailsPerClientPerHour);
        return { kind: "too-many-emails", errors: { email: [message] } };
      }
      return null;
    };
    // A mailbox or client that has had its emails is told so before anything is asked of the
    // address service or the carriers; the counts are taken again, one at a time, before
    // storing (where a database failure is answered).
    const early = await capReached().catch(() => null);
    if (early) return early;

    const chosen = await choose(request);
    if (!chosen.ok) {
      if ("errors" in chosen) return { kind: "invalid", errors: chosen.errors };
      logger.warn({ journey: request.journey }, "no carrier answered: quote not made");
      return { kind: "failed" };
    }
    const make = () =>
      chosen.quote({
        id: newQuoteId(),
        reference: newQuoteReference(),
        businessName: request.business_name,
        createdAt: now(),
        validDays,
      });
    try {
      // Counted and stored one request at a time per address on this node, so a burst to one
      // address cannot all pass the count before any is stored.
      return await oneAtATime(recipientHash, async (): Promise<QuoteOutcome> => {
        const reached = await capReached();
        if (reached) return reached;
        const quote = await store(make);
        await acceptLead(quoteForm.id, leadFields(request, quote), context, {
          quoteId: quote.id,
          recipientHash,
        });
        logger.info({ quote: quoteIdForLogs(quote.id), reference: quote.reference }, "quote made");
        return { kind: "created", quote };
      });
    } catch (error) {
      logger.error({ err: error, cause: describeStorageError(error) }, "quote could not be stored");
      reportServerError(error);
      return { kind: "failed" };
    }
  };

  async function store(make: () => Quote): Promise<Quote> {
    for (let attempt = 1; ; attempt += 1) {
      const quote = make();
      if ((await quotes.insert(quote)) === "stored") return quote;
      if (attempt === REFERENCE_TRIES) throw new Error("No free quote reference after 3 tries.");
    }
  }
}

export type QuoteMaker = ReturnType<typeof createQuoteService>;

/** What the sales team gets: who asked, the reference, and the quoted lines and totals. */
function leadFields(request: QuoteRequest, quote: Quote): Record<string, unknown> {
  const { first_name, last_name, business_name, email, phone } = request;
  const passedOn = Object.fromEntries(EXTRA_FIELDS.map((name) => [name, request[name]]));
  return {
    first_name,
    last_name,
    business_name,
    email,
    phone,
    ...passedOn,
    reference: quote.reference,
    journey: quote.journey,
    address: quotePlace(quote),
    ...quotedFor(quote),
    valid_until: quote.validUntil,
  };
}

/**
 * The quoted lines as the CRM keeps them: a plan and its totals, each carrier's prices, or
 * every chosen site's line and the totals across them.
 */
function quotedFor(quote: Quote): Record<string, unknown> {
  if (quote.journey === "multi-site") {
    const tables = quoteTables(quote);
    return {
      check_id: quote.checkId,
      sites: quote.sites.map((site, index) => ({
        name: site.name,
        address: site.address,
        line: tables[index]?.rows[0]?.name ?? null,
        monthly: tables[index]?.rows[0]?.cells[0] ?? null,
        upfront: tables[index]?.rows[0]?.cells[1] ?? null,
      })),
      site_count: quote.totals.siteCount,
      monthly_total: quote.totals.monthly,
      upfront_total: quote.totals.upfront,
      minimum_total: quote.totals.minimum,
    };
  }
  if (quote.journey === "price-check") {
    const { columns, rows } = quoteTables(quote)[0]!;
    return {
      speed: quote.speed,
      carriers: rows.map((row) => ({
        carrier: row.name,
        prices:
          row.cells.length > 0
            ? Object.fromEntries(columns.map((column, term) => [column, row.cells[term]]))
            : row.detail,
      })),
    };
  }
  return {
    plan: `${quote.plan.title} (${quote.plan.speed})`,
    phone_line: quote.phoneLine?.title ?? null,
    interim_plan: quote.interim ? `${quote.interim.title} (${quote.interim.speed})` : null,
    extras: quote.extras.map((extra) => `${extra.quantity} x ${extra.title}`),
    monthly_total: quote.totals.monthly,
    upfront_total: quote.totals.upfront,
    minimum_total: quote.totals.minimumCharge,
  };
}
