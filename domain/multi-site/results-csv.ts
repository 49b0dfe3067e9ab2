import { CARRIER_NAMES, CONTRACT_TERMS } from "../pricing/carriers";
import { csvFile } from "./csv-cells";
import { SITE_STATUS_WORDS, type MultiSiteCheck, type SiteRow } from "./site-check";

/** The results' columns: what a row shows, one cell each, prices in dollars. */
const HEADER = [
  "Site",
  "Address given",
  "Matched address",
  "Status",
  "nbn outcome",
  "Recommended nbn plan",
  "nbn plan monthly (inc GST)",
  ...CONTRACT_TERMS.flatMap(({ months }) => [
    `Fibre ${months} months carrier`,
    `Fibre ${months} months monthly (ex GST)`,
    `Fibre ${months} months installation (ex GST)`,
  ]),
  "Note",
];

function rowCells(row: SiteRow): (string | number | null)[] {
  const plan = row.nbn?.plans.find((candidate) => candidate.id === row.nbn?.recommendedPlanId);
  return [
    row.name,
    row.address,
    row.matchedAddress ?? null,
    SITE_STATUS_WORDS[row.status],
    row.nbn?.words ?? null,
    plan?.title ?? null,
    plan ? (plan.special?.planPrice ?? plan.price) : null,
    ...CONTRACT_TERMS.flatMap(({ months }) => {
      const best = row.fibre?.best.find((term) => term.months === months);
      return best
        ? [CARRIER_NAMES[best.carrier], best.monthly, best.installation]
        : [null, null, null];
    }),
    row.problem ?? (row.status === "choose" ? (row.suggestions ?? []).join(" | ") : null),
  ];
}

/**
 * "Download CSV" (docs/product.md §C14): a row a site, as the results table shows it, the best
 * fibre price per term with its carrier. Every cell the buyer or an outside system wrote goes
 * through csvCell, so no cell can carry a formula.
 */
export function resultsCsv(check: MultiSiteCheck): string {
  return csvFile([HEADER, ...check.rows.map(rowCells)]);
}

// en-CA writes a date as YYYY-MM-DD; the day is the buyer's, in Australian eastern time.
const DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" });

/** The download's file name: the day it was made, nothing of the buyer's. */
export const resultsFileName = (today: Date) => `sites-checked-${DAY.format(today)}.csv`;
