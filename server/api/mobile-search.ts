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
    searchHandler(
      roamingSearchParamsSchema,
      content.derive(() => answerCache(createRoamingSearch(content.page("roaming")), headers)),
    ),
  );
  router.get(
    optionalLastParam(API.ratesSearch.path, ":"),
    searchHandler(
      ratesSearchParamsSchema,
      content.derive(() =>
        answerCache(createRatesSearch(content.page("internationalRates")), headers),
      ),
    ),
  );
  return router;
}

/** A search's answers, kept by term; terms that read the same ("Côte", "cote ") share one. */
function answerCache(search: (term: string) => unknown[], headers: OutgoingHttpHeaders) {
  const kept = keptAnswers(MAX_KEPT_ANSWERS);
  return (term: string) =>
    kept(normaliseSearchText(term), () => jsonAnswer(search(term), headers, "fast"));
}

/** `answers` is made again from the reference data after the content editor saves. */
function searchHandler(
  schema: typeof roamingSearchParamsSchema | typeof ratesSearchParamsSchema,
  answers: () => ReturnType<typeof answerCache>,
): RequestHandler {
  return async (req, res) => {
    const params = schema.safeParse({ search: req.params.search ?? "" });
    if (!params.success) {
      sendValidationError(res, fieldErrors(params.error));
      return;
    }
    // Reference data changes only with the content: same caching and ETag.
    sendReadyAnswer(req, res, await answers()(params.data.search));
  };
}
