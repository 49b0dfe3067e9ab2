import {
  AAPT_ONLY_SPEED,
  CARRIER_KEYS,
  CONTRACT_TERMS,
  type CarrierEntry,
  type CarrierKey,
  type TermPrice,
} from "./carriers";

/** docs/product.md §A8: what a carrier's row says when it has no price or failed. */
export const CELL_MESSAGES = {
  speedUnavailable: "This speed unavailable at your address",
  aaptOnly: "AAPT supports 1000 Mbps only",
  addressUnavailable: "This option unavailable at your address.",
  failed: "An error occurred loading this pricing.",
} as const;

/** docs/product.md §A8: every carrier answered and none had a price. */
export const NO_RESULTS =
  "We can not find a product which matches your address and speed requested. Please try selecting a different speed or give us a call.";

export interface TermCell {
  months: number;
  /** Absent when the carrier does not offer this term here. */
  price?: TermPrice;
}

/** One carrier's row of the results table (docs/product.md §A4). */
export type CarrierRow =
  | { carrier: CarrierKey; status: "loading" }
  | { carrier: CarrierKey; status: "loaded"; terms: TermCell[] }
  | { carrier: CarrierKey; status: "disabled"; messages: string[] }
  | { carrier: CarrierKey; status: "errored"; messages: string[] };

export function loadingRows(): CarrierRow[] {
  return CARRIER_KEYS.map((carrier) => ({ carrier, status: "loading" }));
}

/** The row for a carrier's answer: its prices, or why it has none at this address and speed. */
export function rowFromEntry(
  carrier: CarrierKey,
  entry: CarrierEntry | undefined,
  speed: number,
): CarrierRow {
  const terms = CONTRACT_TERMS.map(({ key, months }) => ({ months, price: entry?.[key] }));
  if (terms.some((term) => term.price !== undefined)) {
    return { carrier, status: "loaded", terms };
  }
  if (entry?.unavailable === "address") {
    return { carrier, status: "disabled", messages: [CELL_MESSAGES.addressUnavailable] };
  }
  const aaptNote = carrier === "AAPT" && speed !== AAPT_ONLY_SPEED ? [CELL_MESSAGES.aaptOnly] : [];
  return { carrier, status: "disabled", messages: [CELL_MESSAGES.speedUnavailable, ...aaptNote] };
}

export function erroredRow(carrier: CarrierKey): CarrierRow {
  return { carrier, status: "errored", messages: [CELL_MESSAGES.failed] };
}

export interface PricingProgress {
  answered: number;
  total: number;
  /** The table shows once the first carrier has answered. */
  started: boolean;
  complete: boolean;
  /** Every carrier answered and none had a price. */
  noResults: boolean;
}

export function pricingProgress(rows: readonly CarrierRow[]): PricingProgress {
  const answered = rows.filter((row) => row.status !== "loading").length;
  const complete = rows.length > 0 && answered === rows.length;
  return {
    answered,
    total: rows.length,
    started: answered > 0,
    complete,
    noResults: complete && !rows.some((row) => row.status === "loaded"),
  };
}
