import type { PlanOffer } from "../plans/plan-offer";
import type { CarrierKey, PriceCheckerSpeed } from "../pricing/carriers";
import type { MergedDuplicate } from "./site-list";

/**
 * One site of a multi-site check (ADR 0074, docs/product.md §C14): what the buyer gave, where the
 * check is, and what it found. Stored as the job's row and answered as it is by
 * GET /api/multi-site-checks/{id}.
 */
export type SiteStatus = "pending" | "choose" | "done" | "failed";

export interface SiteRow {
  /** 0-based, the order the buyer gave the sites in. */
  position: number;
  name: string | null;
  /** As the buyer wrote it. */
  address: string;
  status: SiteStatus;
  /** `choose`: the addresses the look-up found, for the buyer to pick one. */
  suggestions?: string[];
  /** `done` (and, while the carriers answer, `pending`): the address as the address API writes it. */
  matchedAddress?: string;
  nbn?: SiteNbn;
  fibre?: SiteFibre;
  /** `failed`: why, in plain words ("No address found"). */
  problem?: string;
}

/** The nbn part: the outcome in the small-business nbn journey's words, and its plans. */
export interface SiteNbn {
  outcome: "available" | "upgrade" | "not-ready" | "no-service";
  /** "A FTTP nbn service is available", "Not nbn ready yet"... */
  words: string;
  /** The plans the address can take, slowest first; none unless the outcome can order. */
  plans: PlanOffer[];
  /** The journey's recommended plan among them, or null. */
  recommendedPlanId: string | null;
}

/** The fibre part: each carrier's prices at the job's speed, and the best per term. */
export interface SiteFibre {
  speed: PriceCheckerSpeed;
  carriers: SiteCarrier[];
  /** Per term, the carrier whose price costs least over the term; none when no carrier priced. */
  best: BestFibrePrice[];
}

/** One carrier at a site: a price per term it offers (ex GST, as carriers answer), or why none. */
export interface SiteCarrier {
  carrier: CarrierKey;
  terms: { months: number; monthly: number; installation: number }[];
  /** Why it has no price, or that it did not answer ("Optus did not answer: try again"). */
  note: string | null;
}

export interface BestFibrePrice {
  months: number;
  carrier: CarrierKey;
  /** Ex GST, as the carrier answered. */
  monthly: number;
  installation: number;
}

/** The job as GET /api/multi-site-checks/{id} answers it. */
export interface MultiSiteCheck {
  id: string;
  /** `running` while any site is pending; `done` once every site is done, failed or to choose. */
  status: "running" | "done";
  speed: PriceCheckerSpeed;
  rows: SiteRow[];
}

/** POST /api/multi-site-checks's 202: where the check is, and what the list's rules merged. */
export interface MultiSiteReceipt {
  id: string;
  siteCount: number;
  merged: MergedDuplicate[];
}

/** The words a site's status is shown in. */
export const SITE_STATUS_WORDS: Record<SiteStatus, string> = {
  pending: "Checking",
  choose: "Choose the address",
  done: "Checked",
  failed: "Not checked",
};

/** The sites finished so far, for "12 of 50 sites checked". */
export function checkedCount(rows: readonly Pick<SiteRow, "status">[]): number {
  return rows.filter((row) => row.status !== "pending").length;
}

export function jobStatus(rows: readonly Pick<SiteRow, "status">[]): MultiSiteCheck["status"] {
  return rows.some((row) => row.status === "pending") ? "running" : "done";
}
