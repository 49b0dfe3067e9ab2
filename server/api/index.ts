import { Router, type RequestHandler } from "express";
import type { OutgoingHttpHeaders } from "node:http";
import type { Logger } from "pino";
import { API } from "../../domain/api/contracts";
import type { AddressLookups } from "../services/address-lookups";
import type { AddressSearch } from "../services/address-search";
import type { PricingService } from "../services/pricing-service";
import { csrfTokenEndpoint } from "../http/csrf";
import { jsonBodyErrors } from "../http/json-body";
import type { ContentService } from "../services/content-service";
import type { LeadSubmitter } from "../services/lead-submission";
import type { QuoteMaker } from "../services/quotes";
import { addressGatewayRouter } from "./address-gateway";
import { addressSearchRouter } from "./address-search";
import { contentRouter } from "./content";
import { sendJsonError } from "../http/json-error";
import type { ReadyAnswer } from "../http/ready-answer";
import { leadsRouter } from "./leads";
import { mobileSearchRouter } from "./mobile-search";
import { nbnPlansRouter } from "./nbn-plans";
import { orderHandoffRouter } from "./order-handoff";
import { pricingRouter } from "./pricing";
import { quotesRouter } from "./quotes";
import { multiSiteRouter } from "./multi-site";
import type { MultiSiteChecks } from "../services/multi-site-checks";
import { firstSegment } from "./route-pattern";

export interface ApiDependencies {
  content: ContentService;
  /** The content API's answers, ready to send (server/api/content.ts). */
  contentAnswers: ReadonlyMap<string, ReadyAnswer>;
  /** The protective headers every ready answer carries. */
  answerHeaders: OutgoingHttpHeaders;
  logger: Logger;
  /** The lead pipeline: a lead form's schema, then the durable intake. */
  submitLead: LeadSubmitter;
  /** "Email me this quote": a quote worked out from the server's own data (ADR 0043). */
  createQuote: QuoteMaker;
  /** The address API behind its answer cache, for the gateway. */
  addressApi: AddressLookups;
  addressSearch: AddressSearch;
  pricing: PricingService;
  /** Where orders go, the key that seals them, and the re-qualification before sealing. */
  handoff: Parameters<typeof orderHandoffRouter>[0];
  /** The chain every lead-form POST passes first (server/http/protected-post.ts). */
  protectForms: RequestHandler[];
  /** The lead forms' chain reading a multi-site check's list instead of JSON (ADR 0074). */
  protectLists: RequestHandler[];
  multiSiteChecks: MultiSiteChecks;
  /** The same chain with the pricing calls' own rate limit (ADR 0015). */
  protectPricing: RequestHandler[];
  /** The per-client limit of the GETs that each cost an address API call. */
  protectLookups: RequestHandler;
  /** Mark the forgery cookie Secure (the site is served over https). */
  secureCookies: boolean;
}

/**
 * The look-ups that each cost an address API call, limited per client together. Mounted on their
 * first segments, so a path under /v2 that nothing answers counts as well.
 */
const LOOKUP_PREFIXES = [
  ...new Set(
    [API.addressSearch, API.addresses, API.serviceQualification, API.orderHandoff].map((lookup) =>
      firstSegment(lookup.path),
    ),
  ),
];

/** Every /api route. Unknown /api paths answer JSON 404, never the HTML page. */
export function apiRouter({
  content,
  contentAnswers,
  answerHeaders,
  submitLead,
  createQuote,
  addressApi,
  addressSearch,
  pricing,
  handoff,
  protectForms,
  protectLists,
  multiSiteChecks,
  protectPricing,
  protectLookups,
  secureCookies,
}: ApiDependencies): Router {
  const router = Router();
  router.get(API.csrf.path, csrfTokenEndpoint(secureCookies));
  router.use(contentRouter(contentAnswers));
  router.use(mobileSearchRouter(content, answerHeaders));
  router.use(LOOKUP_PREFIXES, protectLookups);
  router.use(addressGatewayRouter(addressApi));
  router.use(addressSearchRouter(addressSearch));
  router.use(pricingRouter(protectPricing, pricing));
  router.use(nbnPlansRouter(content, answerHeaders));
  router.use(orderHandoffRouter(handoff));
  router.use(leadsRouter(protectForms, submitLead));
  router.use(quotesRouter(protectForms, createQuote));
  router.use(multiSiteRouter({ protectLists, protectForms, checks: multiSiteChecks }));
  router.use(jsonBodyErrors);
  router.use((_req, res) => sendJsonError(res, 404, "Not found."));
  return router;
}
