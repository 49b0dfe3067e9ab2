import type { Logger } from "pino";
import { EXTRA_FIELDS } from "../../domain/forms/fields";
import { validateLeadForm } from "../../domain/forms/lead-form";
import { FLIP_JOURNEY } from "../../domain/flip/flip-journey";
import type { QualifiedAddress } from "../../domain/order/handoff-seal";
import { allowedDownloadSpeed, offeredPlans, upgradePlans } from "../../domain/plans/plan-rules";
import type { SqRecord } from "../../domain/qualification/sq-record";
import { isPlannedClass, upgradePremises } from "../../domain/qualification/service-class";
import { flipQuote, nbnQuote, type NbnQuoteInput, type Quote } from "../../domain/quotes/quote";
import { quoteForm, type QuoteRequest } from "../../domain/quotes/quote-form";
import { newQuoteId, newQuoteReference, quoteIdForLogs } from "../../domain/quotes/quote-names";
import type { FieldErrors } from "../../domain/validation/field-errors";
import type { QuotesRepository } from "../db/quotes-repository";
import { describeStorageError } from "../db/storage-errors";
import { reportServerError } from "../../platform/error-reporting";
import type { ContentService } from "./content-service";
import type { HandoffQualifier } from "./handoff-qualification";
import { keyedQueue } from "./keyed-queue";
import type { LeadContext, LeadIntake } from "./lead-intake";

export const NOT_NBN_READY =
  "This address is not nbn ready yet, so it cannot be quoted. Register your interest and we will tell you when it is.";
export const PLAN_NOT_OFFERED =
  "This plan is not offered at this address. Please choose one of the plans shown.";

export const tooManyQuoteEmails = (perHour: number) =>
  `We have emailed ${perHour} quotes to this address in the last hour. Please try again later, or call us.`;

export const NOT_FLIP_READY =
  "This address has no fibre upgrade date yet, so it cannot be quoted. Register your interest and we will tell you when it has.";
export const INTERIM_NOT_OFFERED = "Please choose one of the interim plans shown.";
export const NBN_ONE_EXTENDER = "The business nbn plans come with at most one extender.";

/** The nbn journey offers one extender (NbnJourney's maxExtenders). */
const NBN_MAX_EXTENDERS = 1;

/** What every journey's quote shares, worked out before its own choices are added. */
type CommonQuoteInput = Omit<NbnQuoteInput, "plan" | "phoneLine" | "documents">;

/** A journey's choices checked against the address: its quote maker, or the fields at fault. */
type Choices =
  { ok: true; quote: (common: CommonQuoteInput) => Quote } | { ok: false; errors: FieldErrors };

export type QuoteOutcome =
  | { kind: "invalid"; errors: FieldErrors }
  /** The address has had its quote emails for the hour: nothing was stored. */
  | { kind: "too-many-emails"; errors: FieldErrors }
  | { kind: "created"; quote: Quote }
  /** Storage failed (logged and reported): nothing was acknowledged. */
  | { kind: "failed" };

export interface QuoteServiceDependencies {
  quotes: QuotesRepository;
  content: ContentService;
  qualify: HandoffQualifier;
  acceptLead: LeadIntake;
  /** The keyed hash a recipient is counted by (recipient-hash.ts). */
  hashRecipient: (email: string) => string;
  /** How many quote emails went to this hashed recipient since then. */
  mailsTo: (recipientHash: string, since: Date) => Promise<number>;
  /** How many quote emails one address may get in an hour (QUOTE_EMAILS_PER_HOUR). */
  emailsPerHour: number;
  validDays: number;
  now?: () => Date;
}

/** A fresh reference is drawn when one is taken; three in a row taken means something is wrong. */
const REFERENCE_TRIES = 3;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Makes a quote (ADR 0043): the visitor's choices checked by the quote form's schema, the
 * address qualified again, the plan looked up among those the address can carry, every price
 * from the catalogue. The snapshot is stored, then the lead (the reference and the quoted
 * lines, for the CRM) and the quote's email (for the visitor) go into the lead outbox; all are
 * committed before the answer. One address gets at most `emailsPerHour` quote emails
 * (exactly so on one node; nodes that take one address's requests in the same instant can each
 * let one more through).
 */
export function createQuoteService({
  quotes,
  content,
  qualify,
  acceptLead,
  hashRecipient,
  mailsTo,
  emailsPerHour,
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

    const qualified = await qualify(request.address, request.location_id);
    if (!qualified.ok) {
      const { locationId, ...errors } = qualified.errors;
      return {
        kind: "invalid",
        errors: locationId ? { ...errors, location_id: locationId } : errors,
      };
    }
    const chosen =
      request.journey === "flip"
        ? flipChoices(request, qualified.record)
        : nbnChoices(request, qualified.facts);
    if (!chosen.ok) return { kind: "invalid", errors: chosen.errors };
    const make = () =>
      chosen.quote({
        id: newQuoteId(),
        reference: newQuoteReference(),
        businessName: request.business_name,
        address: qualified.facts.address,
        locationId: qualified.facts.locationId,
        extras: { modem: Number(request.modem), extender: Number(request.extender) },
        catalogue: content.page("orderExtras"),
        createdAt: now(),
        validDays,
      });
    const recipientHash = hashRecipient(request.email);
    try {
      // Counted and stored one request at a time per address on this node, so a burst to one
      // address cannot all pass the count before any is stored.
      return await oneAtATime(recipientHash, async (): Promise<QuoteOutcome> => {
        const sent = await mailsTo(recipientHash, new Date(now().getTime() - HOUR_MS));
        if (sent >= emailsPerHour) {
          return {
            kind: "too-many-emails",
            errors: { email: [tooManyQuoteEmails(emailsPerHour)] },
          };
        }
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

  /** The small-business nbn journey: a plan the address can carry, the phone line, one extender. */
  function nbnChoices(request: QuoteRequest, facts: QualifiedAddress): Choices {
    // What the journey says "not nbn ready" to (nbnOutcome) cannot be ordered, so not quoted.
    if (isPlannedClass(facts.serviceClass)) {
      return { ok: false, errors: { location_id: [NOT_NBN_READY] } };
    }
    if (Number(request.extender) > NBN_MAX_EXTENDERS) {
      return { ok: false, errors: { extender: [NBN_ONE_EXTENDER] } };
    }
    const plan = offeredPlans(
      content.page("nbnPlans")["no-contract"],
      allowedDownloadSpeed(facts.serviceClass, facts.maxSpeed),
    ).find((candidate) => candidate.id === request.plan_id);
    if (!plan) return { ok: false, errors: { plan_id: [PLAN_NOT_OFFERED] } };
    const { documents } = content.page("smallBusinessNbn");
    return {
      ok: true,
      quote: (common) =>
        nbnQuote({
          ...common,
          plan,
          phoneLine: request.phone_line === "yes",
          documents: documents.links,
        }),
    };
  }

  /**
   * Flip to Fibre: an address with its upgrade date set, a fibre plan its premises can take, and
   * an interim plan (the first when none is named, as on the journey).
   */
  function flipChoices(request: QuoteRequest, record: SqRecord): Choices {
    const outcome = FLIP_JOURNEY.outcome(record);
    if (!FLIP_JOURNEY.canOrder(outcome)) {
      return { ok: false, errors: { location_id: [NOT_FLIP_READY] } };
    }
    const plan = upgradePlans(
      content.page("nbnPlans")["no-contract"],
      upgradePremises(record.nbnServiceClass),
    ).find((candidate) => candidate.id === request.plan_id);
    if (!plan) return { ok: false, errors: { plan_id: [PLAN_NOT_OFFERED] } };
    const interimPlans = content.page("interimPlans").plans;
    const interim = request.interim_plan
      ? interimPlans.find((candidate) => candidate.id === request.interim_plan)
      : interimPlans[0];
    if (!interim) return { ok: false, errors: { interim_plan: [INTERIM_NOT_OFFERED] } };
    const { documents } = content.page("flipToFibre");
    return {
      ok: true,
      quote: (common) =>
        flipQuote({
          ...common,
          plan,
          interim,
          minimumMonths: FLIP_JOURNEY.minimumMonths,
          documents: documents.links,
        }),
    };
  }

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
    address: quote.address,
    plan: `${quote.plan.title} (${quote.plan.speed})`,
    phone_line: quote.phoneLine?.title ?? null,
    interim_plan: quote.interim ? `${quote.interim.title} (${quote.interim.speed})` : null,
    extras: quote.extras.map((extra) => `${extra.quantity} x ${extra.title}`),
    monthly_total: quote.totals.monthly,
    upfront_total: quote.totals.upfront,
    minimum_total: quote.totals.minimumCharge,
    valid_until: quote.validUntil,
  };
}
