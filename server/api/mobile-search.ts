import { Router, type RequestHandler } from "express";
import type { OutgoingHttpHeaders } from "node:http";
import { API } from "../../domain/api/contracts";
import {
  ratesSearchParamsSchema,
  roamingSearchParamsSchema,
} from "../../domain/api/schemas/mobile-search";
import { createRatesSearch, createRoamingSearch } from "../../domain/mobile/mobile-search";
import { normaliseSearchText } from "../../domain/mobile/search";
import { fieldErrors } from "../../domain/validation/field-errors";
import { jsonAnswer, keptAnswers } from "../http/json-answer";
import { sendReadyAnswer } from "../http/ready-answer";
import type { ContentService } from "../services/content-service";
import { optionalLastParam } from "./route-pattern";
import { sendValidationError } from "./validation";

/** Answers kept per search: visitors type the same few hundred terms over and over. */
const MAX_KEPT_ANSWERS = 500;

/**
 * GET /api/searchRoamingCountries/{search} and /api/searchMobileInternationalRates/{search}
 * (docs/product.md §B7). The term is untrusted text: validated for length, then only ever
 * compared as plain text with the reference data (never a pattern, never a query).
 */
export function mobileSearchRouter(content: ContentService, headers: OutgoingHttpHeaders): Router {
  const router = Router();
  // "/searchRoamingCountries{/:search}": optional, so an empty term is the same 422 as a short
  // one rather than a 404.
  router.get(
    optionalLastParam(API.roamingSearch.path, ":"),
    searchHandler(roamingSearchParamsSchema, createRoamingSearch(content.page("roaming")), headers),
  );
  router.get(
    optionalLastParam(API.ratesSearch.path, ":"),
    searchHandler(
      ratesSearchParamsSchema,
      createRatesSearch(content.page("internationalRates")),
      headers,
    ),
  );
  return router;
}

function searchHandler(
  schema: typeof roamingSearchParamsSchema | typeof ratesSearchParamsSchema,
  search: (term: string) => unknown[],
  headers: OutgoingHttpHeaders,
): RequestHandler {
  const kept = keptAnswers(MAX_KEPT_ANSWERS);
  // Terms that read the same ("Côte", "cote ") share one answer.
  const answer = (term: string) =>
    kept(normaliseSearchText(term), () => jsonAnswer(search(term), headers, "fast"));
  return async (req, res) => {
    const params = schema.safeParse({ search: req.params.search ?? "" });
    if (!params.success) {
      sendValidationError(res, fieldErrors(params.error));
      return;
    }
    // Reference data changes only on deploy, like content: same caching and ETag.
    sendReadyAnswer(req, res, await answer(params.data.search));
  };
}
