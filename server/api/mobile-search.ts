import { Router, type RequestHandler } from "express";
import { RATES_SEARCH, ROAMING_SEARCH } from "../../domain/mobile/constants";
import { createRatesSearch, createRoamingSearch } from "../../domain/mobile/mobile-search";
import { normaliseSearchText } from "../../domain/mobile/search";
import { searchTermSchema } from "../../domain/mobile/search-term";
import type { ContentService } from "../services/content-service";
import { prepareJson, type PreparedJson } from "../services/json-body";
import { sendPreparedJson } from "./json";

/** Answers kept per search: visitors type the same few hundred terms over and over. */
const MAX_KEPT_ANSWERS = 500;

/**
 * GET /api/searchRoamingCountries/{search} and /api/searchMobileInternationalRates/{search}
 * (spec 001 section 7). The term is untrusted text: validated for length, then only ever
 * compared as plain text with the reference data (never a pattern, never a query).
 */
export function mobileSearchRouter(content: ContentService): Router {
  const router = Router();
  router.get(
    "/searchRoamingCountries{/:search}",
    searchHandler(ROAMING_SEARCH.minLength, createRoamingSearch(content.page("roaming"))),
  );
  router.get(
    "/searchMobileInternationalRates{/:search}",
    searchHandler(RATES_SEARCH.minLength, createRatesSearch(content.page("internationalRates"))),
  );
  return router;
}

function searchHandler(minLength: number, search: (term: string) => unknown[]): RequestHandler {
  const schema = searchTermSchema(minLength);
  const answer = keptAnswers(search);
  return (req, res) => {
    const term = schema.safeParse(req.params.search ?? "");
    if (!term.success) {
      const message = term.error.issues[0]?.message ?? "Invalid search.";
      res.status(422).json({ message, errors: { search: [message] } });
      return;
    }
    // Reference data changes only on deploy, like content: same caching and ETag.
    sendPreparedJson(req, res, answer(term.data));
  };
}

/**
 * The serialised, compressed answer for a term, kept for the terms used most recently. Terms
 * that read the same ("Côte", "cote ") share one answer.
 */
function keptAnswers(search: (term: string) => unknown[]): (term: string) => PreparedJson {
  const kept = new Map<string, PreparedJson>();
  return (term) => {
    const key = normaliseSearchText(term);
    let prepared = kept.get(key);
    if (prepared) {
      // Most recently used last, so the oldest is the first to go.
      kept.delete(key);
    } else {
      prepared = prepareJson(search(term));
      if (kept.size >= MAX_KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
    }
    kept.set(key, prepared);
    return prepared;
  };
}
