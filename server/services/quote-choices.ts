import { FLIP_JOURNEY } from "../../domain/flip/flip-journey";
import { NBN_JOURNEY } from "../../domain/nbn/nbn-journey";
import { allowedDownloadSpeed, offeredPlans, upgradePlans } from "../../domain/plans/plan-rules";
import {
  erroredRow,
  NO_RESULTS,
  pricingProgress,
  rowFromEntry,
} from "../../domain/pricing/carrier-rows";
import {
  CARRIER_KEYS,
  CARRIER_NAMES,
  type CarrierKey,
  type PriceCheckerSpeed,
} from "../../domain/pricing/carriers";
import type { MultiSiteCheck } from "../../domain/multi-site/site-check";
import { planOffer } from "../../domain/plans/plan-offer";
import { parseChoices, pricedChoice, type SiteChoice } from "../../domain/multi-site/site-choices";
import type { SqRecord } from "../../domain/qualification/sq-record";
import { upgradePremises } from "../../domain/qualification/service-class";
import {
  flipQuote,
  multiSiteQuote,
  nbnQuote,
  priceCheckQuote,
  type Quote,
  type QuoteBaseInput,
  type QuotedSite,
  type QuotedSiteLine,
} from "../../domain/quotes/quote";
import type { QuoteRequest } from "../../domain/quotes/quote-form";
import type { FieldErrors } from "../../domain/validation/field-errors";
import type { ContentService } from "./content-service";
import { NO_NBN_SERVICE, type HandoffQualifier } from "./handoff-qualification";
import type { PricingService } from "./pricing-service";
import { UpstreamError } from "./upstream";

const NOT_NBN_READY =
  "This address is not nbn ready yet, so it cannot be quoted. Register your interest and we will tell you when it is.";
const NOT_FLIP_READY =
  "This address has no fibre upgrade date yet, so it cannot be quoted. Register your interest and we will tell you when it has.";
const NOT_FLIP_ELIGIBLE =
  "This address does not qualify for the Flip to Fibre upgrade, so it cannot be quoted. Our business nbn plans may suit it.";
const PLAN_NOT_OFFERED =
  "This plan is not offered at this address. Please choose one of the plans shown.";
const INTERIM_NOT_OFFERED = "Please choose one of the interim plans shown.";

/** What every quote is stamped with, whatever its journey. */
export type QuoteStamp = Omit<QuoteBaseInput, "documents">;

/**
 * A journey's choices checked against the server's own data: the quote they make, or the
 * fields at fault; "unpriced" when no carrier could be asked (nothing to quote, nothing kept).
 */
export type Choices =
  | { ok: true; quote: (stamp: QuoteStamp) => Quote }
  | { ok: false; errors: FieldErrors }
  | { ok: false; unpriced: true };

type OrderRequest = Extract<QuoteRequest, { journey: "nbn" | "flip" }>;
type PriceCheckRequest = Extract<QuoteRequest, { journey: "price-check" }>;
type MultiSiteRequest = Extract<QuoteRequest, { journey: "multi-site" }>;

const CHECK_GONE = "This check is no longer available. Check your sites again.";
const siteNotOffered = (position: number) =>
  `Site ${position + 1}'s choice is not offered there. Please choose again from what the site shows.`;
const siteNotPriced = (position: number, carrier: CarrierKey) =>
  `Site ${position + 1}: ${CARRIER_NAMES[carrier]} did not answer: try again.`;

/**
 * Works out what a quote request chose (ADR 0043), each journey by its own rules: an ordering
 * journey's address qualified again and its plan looked up among those the address can carry;
 * the price checker's six carriers asked (from the pricing cache when the visitor has just
 * priced the address). Every price is the catalogue's or a carrier's, never the browser's.
 */
export function createQuoteChoices({
  content,
  qualify,
  pricing,
  checks,
}: {
  content: ContentService;
  qualify: HandoffQualifier;
  pricing: Pick<PricingService, "price">;
  /** The multi-site checks a multi-site quote's sites were chosen from. */
  checks: { find(id: string): Promise<MultiSiteCheck | null> };
}) {
  return function choose(request: QuoteRequest): Promise<Choices> {
    switch (request.journey) {
      case "price-check":
        return priceCheck(request);
      case "multi-site":
        return multiSite(request);
      default:
        return order(request);
    }
  };

  async function order(request: OrderRequest): Promise<Choices> {
    const qualified = await qualify(request.address, request.location_id);
    if (!qualified.ok) {
      const { locationId, ...errors } = qualified.errors;
      return { ok: false, errors: locationId ? { ...errors, location_id: locationId } : errors };
    }
    const { facts, record } = qualified;
    const chosen = request.journey === "flip" ? flip(request, record) : nbn(request, record);
    if (!chosen.ok) return chosen;
    const extras = { modem: Number(request.modem), extender: Number(request.extender) };
    return {
      ok: true,
      quote: (stamp) =>
        chosen.quote({
          ...stamp,
          address: facts.address,
          locationId: facts.locationId,
          extras,
          catalogue: content.page("orderExtras"),
        }),
    };
  }

  type OrderStamp = QuoteStamp &
    Pick<Parameters<typeof nbnQuote>[0], "address" | "locationId" | "extras" | "catalogue">;
  type OrderChoices =
    { ok: true; quote: (stamp: OrderStamp) => Quote } | { ok: false; errors: FieldErrors };

  /**
   * The small-business nbn journey: an address the journey lets order (not one not yet nbn
   * ready, nor one without a service to order), a plan it can carry, and the phone line.
   */
  function nbn(request: Extract<OrderRequest, { journey: "nbn" }>, record: SqRecord): OrderChoices {
    const outcome = NBN_JOURNEY.outcome(record);
    if (!NBN_JOURNEY.canOrder(outcome)) {
      const why = outcome.kind === "not-ready" ? NOT_NBN_READY : NO_NBN_SERVICE;
      return { ok: false, errors: { location_id: [why] } };
    }
    const plan = offeredPlans(
      content.page("nbnPlans")["no-contract"],
      // An outcome that can order has a service class.
      allowedDownloadSpeed(record.nbnServiceClass!, record.maxSpeed),
    ).find((candidate) => candidate.id === request.plan_id);
    if (!plan) return { ok: false, errors: { plan_id: [PLAN_NOT_OFFERED] } };
    const { documents } = content.page("smallBusinessNbn");
    return {
      ok: true,
      quote: (stamp) =>
        nbnQuote({
          ...stamp,
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
  function flip(
    request: Extract<OrderRequest, { journey: "flip" }>,
    record: SqRecord,
  ): OrderChoices {
    const outcome = FLIP_JOURNEY.outcome(record);
    if (!FLIP_JOURNEY.canOrder(outcome)) {
      const why = outcome.kind === "no-date" ? NOT_FLIP_READY : NOT_FLIP_ELIGIBLE;
      return { ok: false, errors: { location_id: [why] } };
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
      quote: (stamp) =>
        flipQuote({
          ...stamp,
          plan,
          interim,
          minimumMonths: FLIP_JOURNEY.minimumMonths,
          documents: documents.links,
        }),
    };
  }

  /**
   * The price checker: every carrier's row for the address and speed, as its table shows them.
   * No carrier with a price is the table's "no results"; none answering is nothing to quote.
   */
  async function priceCheck(request: PriceCheckRequest): Promise<Choices> {
    const speed = Number(request.speed) as PriceCheckerSpeed;
    const rows = await Promise.all(
      CARRIER_KEYS.map((carrier) =>
        pricing.price(request.address, speed, carrier).then(
          (entry) => rowFromEntry(carrier, entry, speed),
          // A carrier down or slow is its row's words, as in the checker; anything else is ours.
          (error: unknown) => {
            if (error instanceof UpstreamError) return erroredRow(carrier);
            throw error;
          },
        ),
      ),
    );
    if (rows.every((row) => row.status === "errored")) return { ok: false, unpriced: true };
    if (pricingProgress(rows).noResults) return { ok: false, errors: { speed: [NO_RESULTS] } };
    return {
      ok: true,
      quote: (stamp) =>
        priceCheckQuote({ ...stamp, address: request.address, speed, rows, documents: [] }),
    };
  }

  /**
   * A multi-site check's chosen sites: each site as the check found it (its address as the
   * address API writes it, the plans its nbn can carry), each price worked out again now: an
   * nbn plan's from the catalogue, a fibre term's from its carrier (the pricing cache while the
   * buyer's check is fresh). A site the check did not finish, or a line it does not offer, is
   * the choices' field error.
   */
  async function multiSite(request: MultiSiteRequest): Promise<Choices> {
    const check = await checks.find(request.check_id);
    if (!check) return { ok: false, errors: { check_id: [CHECK_GONE] } };
    // The schema has parsed the choices once already.
    const choices = [...(parseChoices(request.choices) ?? [])].sort(([a], [b]) => a - b);
    const lines = await Promise.all(
      choices.map(async ([position, choice]): Promise<{ error: string } | { site: QuotedSite }> => {
        const row = check.rows[position];
        if (row?.status !== "done" || !row.matchedAddress || !pricedChoice(row, choice)) {
          return { error: siteNotOffered(position) };
        }
        const line = await priceAgain(row.matchedAddress, check.speed, choice);
        if ("error" in line) {
          return {
            error:
              line.error === "not-offered"
                ? siteNotOffered(position)
                : siteNotPriced(position, line.error),
          };
        }
        return { site: { name: row.name, address: row.matchedAddress, line } };
      }),
    );
    const errors = lines.flatMap((line) => ("error" in line ? [line.error] : []));
    if (errors.length > 0) return { ok: false, errors: { choices: errors } };
    const sites = lines.flatMap((line) => ("site" in line ? [line.site] : []));
    const documents = sites.some((site) => site.line.kind === "nbn")
      ? content.page("smallBusinessNbn").documents.links
      : [];
    return {
      ok: true,
      quote: (stamp) => multiSiteQuote({ ...stamp, checkId: check.id, sites, documents }),
    };
  }

  /** One chosen line priced now; which carrier did not answer, or that it is not offered. */
  async function priceAgain(
    address: string,
    speed: PriceCheckerSpeed,
    choice: SiteChoice,
  ): Promise<QuotedSiteLine | { error: "not-offered" | CarrierKey }> {
    if (choice.kind === "nbn") {
      const catalogue = content.page("nbnPlans")["no-contract"];
      const plan = catalogue.find((candidate) => candidate.id === choice.planId);
      if (!plan) return { error: "not-offered" };
      return { kind: "nbn", plan: planOffer(plan) };
    }
    let row;
    try {
      row = rowFromEntry(
        choice.carrier,
        await pricing.price(address, speed, choice.carrier),
        speed,
      );
    } catch (error) {
      if (error instanceof UpstreamError) return { error: choice.carrier };
      throw error;
    }
    const price =
      row.status === "loaded"
        ? row.terms.find((term) => term.months === choice.months)?.price
        : undefined;
    if (!price) return { error: "not-offered" };
    return {
      kind: "fibre",
      carrier: choice.carrier,
      speed,
      months: choice.months,
      monthly: price.monthly_rental,
      installation: price.installation,
    };
  }
}

export type QuoteChooser = ReturnType<typeof createQuoteChoices>;
