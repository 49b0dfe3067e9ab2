import { z } from "zod";
import { PRICE_CHECKER_SPEEDS } from "../../pricing/carriers";
import { MAX_ADDRESS_LENGTH, MAX_SITES } from "../../multi-site/site-list";
import { QUOTE_ID_PATTERN } from "../../quotes/quote-names";
import { speedOf } from "./pricing";

/**
 * POST /api/multi-site-checks as JSON (ADR 0074). The lengths here only bound what is read;
 * the list's own rules (site-list.ts: the 50 sites, an address's length, duplicates) answer in
 * the buyer's words, as they do for a pasted list or a CSV file.
 */
export const multiSiteCheckBodySchema = z.strictObject({
  sites: z
    .array(
      z.strictObject({
        address: z.string({ error: "Each site needs an address, as text." }).max(2_000),
        name: z.string({ error: "A site's name must be text." }).max(2_000).nullish(),
      }),
      { error: 'Send the sites as a list: { "sites": [{ "address": "..." }] }.' },
    )
    .max(5_000),
  speed: speedOf(PRICE_CHECKER_SPEEDS).optional(),
});

/** The speed of a CSV or pasted list, in the query: `?speed=100`. */
export const multiSiteCheckQuerySchema = z.strictObject({
  speed: speedOf(PRICE_CHECKER_SPEEDS).optional(),
});

/** GET /api/multi-site-checks/:id and its sites' paths: a check's id is made as a quote's is. */
export const multiSiteCheckParamsSchema = z.strictObject({
  id: z.string().regex(QUOTE_ID_PATTERN),
});

/**
 * POST /api/multi-site-checks/check-again: one site checked again, at the address the buyer
 * chose among its suggestions, or (null) as it was.
 */
export const checkSiteAgainBodySchema = z.strictObject({
  id: z.string().regex(QUOTE_ID_PATTERN, "No such check."),
  position: z
    .number()
    .int()
    .min(0)
    .max(MAX_SITES - 1),
  address: z.string().trim().min(1).max(MAX_ADDRESS_LENGTH).nullable(),
});
