import { Router, type RequestHandler } from "express";
import { RATES_SEARCH, ROAMING_SEARCH } from "../../domain/mobile/constants";
import { createRatesSearch, createRoamingSearch } from "../../domain/mobile/mobile-search";
import { searchTermSchema } from "../../domain/mobile/search-term";
import type { ContentService } from "../services/content-service";
import { CONTENT_CACHE_CONTROL } from "./json";

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
  return (req, res) => {
    const term = schema.safeParse(req.params.search ?? "");
    if (!term.success) {
      const message = term.error.issues[0]?.message ?? "Invalid search.";
      res.status(422).json({ message, errors: { search: [message] } });
      return;
    }
    // Reference data changes only on deploy, like content.
    res.setHeader("Cache-Control", CONTENT_CACHE_CONTROL);
    res.json(search(term.data));
  };
}
