import { Router, type RequestHandler } from "express";
import type { OutgoingHttpHeaders } from "node:http";
import { RATES_SEARCH, ROAMING_SEARCH } from "../../domain/mobile/constants";
import { createRatesSearch, createRoamingSearch } from "../../domain/mobile/mobile-search";
import { normaliseSearchText } from "../../domain/mobile/search";
import { searchTermSchema } from "../../domain/mobile/search-term";
import { jsonAnswer, keptAnswers } from "../http/json-answer";
import { sendReadyAnswer } from "../http/ready-answer";
import type { ContentService } from "../services/content-service";
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
  router.get(
    "/searchRoamingCountries{/:search}",
    searchHandler(ROAMING_SEARCH.minLength, createRoamingSearch(content.page("roaming")), headers),
  );
  router.get(
    "/searchMobileInternationalRates{/:search}",
    searchHandler(
      RATES_SEARCH.minLength,
      createRatesSearch(content.page("internationalRates")),
      headers,
    ),
  );
  return router;
}

function searchHandler(
  minLength: number,
  search: (term: string) => unknown[],
  headers: OutgoingHttpHeaders,
): RequestHandler {
  const schema = searchTermSchema(minLength);
  const kept = keptAnswers(MAX_KEPT_ANSWERS);
  // Terms that read the same ("Côte", "cote ") share one answer.
  const answer = (term: string) =>
    kept(normaliseSearchText(term), () => jsonAnswer(search(term), headers, "fast"));
  return async (req, res) => {
    const term = schema.safeParse(req.params.search ?? "");
    if (!term.success) {
      sendValidationError(res, { search: [term.error.issues[0]?.message ?? "Invalid search."] });
      return;
    }
    // Reference data changes only on deploy, like content: same caching and ETag.
    sendReadyAnswer(req, res, await answer(term.data));
  };
}
