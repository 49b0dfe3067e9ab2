import type { z } from "zod";
import type { addressAnswerSchema } from "../address/address-schema";
import type { AddressSuggestion } from "../address/address-suggestion";
import type { LeadFormDefinition, LeadFormInput, LeadReceipt } from "../forms/lead-form";
import type { priceCheckerForms } from "../forms/price-checker-form";
import type { CountryRoamingRecord, InternationalRateRow } from "../mobile/reference-schema";
import type { OrderHandoffAnswer } from "../order/handoff";
import type { plansResponseSchema } from "../plans/plan-schema";
import type { CarrierPricing, FibrePricingAnswer } from "../pricing/carriers";
import type { sqAnswerSchema } from "../qualification/sq-summary-schema";
import type { QuoteReceipt, quoteForm } from "../quotes/quote-form";
import type { MultiSiteCheck, MultiSiteReceipt } from "../multi-site/site-check";
import type { checkSiteAgainBodySchema, multiSiteCheckBodySchema } from "./schemas/multi-site";
import { endpoint, typed } from "./endpoint";
import type { addressQuerySchema, qualificationQuerySchema } from "./schemas/address-gateway";
import type { addressSearchParamsSchema } from "./schemas/address-search";
import type { ratesSearchParamsSchema, roamingSearchParamsSchema } from "./schemas/mobile-search";
import type { plansParamsSchema } from "./schemas/nbn-plans";
import type { orderHandoffQuerySchema } from "./schemas/order-handoff";
import type { enterprisePricingBodySchema, fibrePricingBodySchema } from "./schemas/pricing";

/**
 * Every /api endpoint the browser calls (ADR 0029), paths under /api. A request's types are
 * the input of the schema its router checks it with, so renaming a path, a parameter or a field
 * fails the typecheck of every caller. The content API (server/api/content.ts) is read by the
 * page loaders on the server, not through these.
 */
export const API = {
  /** Sets the forgery-token cookie (ADR 0003); answers 204. */
  csrf: endpoint({ method: "GET", path: "/csrf", answer: typed<void>() }),

  /** The price checker's address suggestions (docs/product.md §A7). */
  addressSearch: endpoint({
    method: "GET",
    path: "/search/:address",
    params: typed<z.input<typeof addressSearchParamsSchema>>(),
    answer: typed<AddressSuggestion[]>(),
  }),

  /** The address API through the gateway (ADR 0030). */
  addresses: endpoint({
    method: "GET",
    path: "/v2/address",
    query: typed<z.input<typeof addressQuerySchema>>(),
    answer: typed<z.output<typeof addressAnswerSchema>>(),
  }),

  /** Service qualification through the gateway (ADR 0030). */
  serviceQualification: endpoint({
    method: "GET",
    path: "/v2/service-qualification",
    query: typed<z.input<typeof qualificationQuerySchema>>(),
    answer: typed<z.output<typeof sqAnswerSchema>>(),
  }),

  /** The sealed address for the order site (ADR 0033). */
  orderHandoff: endpoint({
    method: "GET",
    path: "/order-handoff",
    query: typed<z.input<typeof orderHandoffQuerySchema>>(),
    answer: typed<OrderHandoffAnswer>(),
  }),

  /** The small-business nbn catalogue (docs/product.md §B7). */
  defaultPlans: endpoint({
    method: "GET",
    path: "/getDefaultPlansSmbNbn",
    answer: typed<z.output<typeof plansResponseSchema>>(),
  }),

  /** The catalogue less what the address's class and line speed cannot carry. */
  plans: endpoint({
    method: "GET",
    path: "/getPlansSmbNbn/:sqClass/:nbnMaxSpeed",
    params: typed<z.input<typeof plansParamsSchema>>(),
    answer: typed<z.output<typeof plansResponseSchema>>(),
  }),

  /** The roaming look-up (docs/product.md §B7). */
  roamingSearch: endpoint({
    method: "GET",
    path: "/searchRoamingCountries/:search",
    params: typed<z.input<typeof roamingSearchParamsSchema>>(),
    answer: typed<CountryRoamingRecord[]>(),
  }),

  /** The international rates search (docs/product.md §B7). */
  ratesSearch: endpoint({
    method: "GET",
    path: "/searchMobileInternationalRates/:search",
    params: typed<z.input<typeof ratesSearchParamsSchema>>(),
    answer: typed<InternationalRateRow[]>(),
  }),

  /** One carrier's fibre price (ADRs 0012 to 0015). */
  fibrePricing: endpoint({
    method: "POST",
    path: "/get-fibre-pricing",
    body: typed<z.input<typeof fibrePricingBodySchema>>(),
    answer: typed<FibrePricingAnswer>(),
  }),

  /** The enterprise ethernet price (docs/product.md §A4). */
  enterprisePricing: endpoint({
    method: "POST",
    path: "/get-enterprise-nbn-pricing",
    body: typed<z.input<typeof enterprisePricingBodySchema>>(),
    answer: typed<CarrierPricing>(),
  }),

  /** "Email me this quote": a quote worked out and stored by the server (ADR 0043). */
  quotes: endpoint({
    method: "POST",
    path: "/quotes",
    body: typed<LeadFormInput<typeof quoteForm>>(),
    answer: typed<QuoteReceipt>(),
  }),

  /**
   * A multi-site check (ADR 0074): the sites stored for the workers of any node, 202 with the
   * check's id. Scripts may send the list as a CSV file (text/csv) or pasted text (text/plain)
   * instead, the speed then in the query (`?speed=100`).
   */
  multiSiteChecks: endpoint({
    method: "POST",
    path: "/multi-site-checks",
    body: typed<z.input<typeof multiSiteCheckBodySchema>>(),
    answer: typed<MultiSiteReceipt>(),
  }),

  /** A multi-site check as far as it has got: polled by the page until every site is settled. */
  multiSiteCheck: endpoint({
    method: "GET",
    path: "/multi-site-checks/:id",
    answer: typed<MultiSiteCheck>(),
  }),

  /** "Download CSV": the check's results as a spreadsheet (text/csv, formulas defused). */
  multiSiteCheckCsv: endpoint({
    method: "GET",
    path: "/multi-site-checks/:id/csv",
    answer: typed<string>(),
  }),

  /** One site checked again: at a suggested address the buyer chose, or as it was. */
  checkSiteAgain: endpoint({
    method: "POST",
    path: "/multi-site-checks/check-again",
    body: typed<z.input<typeof checkSiteAgainBodySchema>>(),
    answer: typed<{ id: string; position: number }>(),
  }),

  /** The price checker's state checked as its lead is, before any carrier is asked; nothing stored. */
  validatePriceCheckerForm: endpoint({
    method: "POST",
    path: "/validate-price-checker-form",
    body: typed<LeadFormInput<typeof priceCheckerForms.priceChecker>>(),
    answer: typed<{ message: string }>(),
  }),
};

/**
 * A lead form's POST, from its definition (domain/forms/): the form names its endpoint once,
 * and the body is its schema's input.
 */
export function leadEndpoint<F extends LeadFormDefinition>(form: F) {
  return endpoint({
    method: "POST",
    path: `/${form.endpoint}`,
    body: typed<LeadFormInput<F>>(),
    answer: typed<LeadReceipt>(),
  });
}
