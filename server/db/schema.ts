import type { ColumnType, Generated } from "kysely";

/** Timestamps are ISO-8601 UTC text on both engines, so they sort and compare the same way. */
type Timestamp = string;

export interface LeadsTable {
  id: Generated<number>;
  public_id: string;
  form: string;
  payload: string;
  source_page: string | null;
  utm_source: string | null;
  conversation_id: string | null;
  agent_code: string | null;
  client_hash: string | null;
  user_agent: string | null;
  is_spam: ColumnType<number, number | undefined, number>;
  idempotency_key: string | null;
  response_status: number;
  response_body: string;
  created_at: Timestamp;
}

export type OutboxStatus = "pending" | "delivered" | "failed";

/** Where an outbox entry goes: the lead to the CRM, or a quote's email to the visitor. */
export type OutboxChannel = "crm" | "mail";

export interface LeadOutboxTable {
  id: Generated<number>;
  lead_id: number;
  channel: ColumnType<OutboxChannel, OutboxChannel | undefined, OutboxChannel>;
  /** The mail channel's quote. */
  quote_id: string | null;
  /** The mail channel's recipient, as a keyed hash: how many quote emails one address got. */
  recipient_hash: string | null;
  status: OutboxStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  /** Set by the claim that holds the row; only that claim may complete it. */
  claim_token: string | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
  created_at: Timestamp;
}

/** Written and removed by each readiness check: proof this node can still commit. */
export interface ReadinessProbeTable {
  id: Generated<number>;
  checked_at: Timestamp;
}

/** A quote's snapshot is the domain's Quote as JSON (domain/quotes/quote.ts). */
export interface QuotesTable {
  id: string;
  reference: string;
  journey: string;
  snapshot: string;
  created_at: Timestamp;
  valid_until: Timestamp;
}

/** A quote's PDF as first rendered (ADR 0043). */
export interface QuotePdfsTable {
  quote_id: string;
  pdf: Uint8Array;
}

/** A multi-site check (ADR 0074): its speed, and who asked, for the per-client limits. */
export interface MultiSiteChecksTable {
  id: string;
  client_hash: string | null;
  speed: number;
  created_at: Timestamp;
}

/**
 * One site of a check. `findings` is the domain's SiteRow findings as JSON
 * (domain/multi-site/site-check.ts); a pending site is claimed like an outbox entry.
 */
export interface MultiSiteSitesTable {
  check_id: string;
  position: number;
  name: string | null;
  address: string;
  /** The suggestion the buyer chose when the look-up was not sure. */
  chosen_address: string | null;
  status: "pending" | "choose" | "done" | "failed";
  findings: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  locked_until: Timestamp | null;
  claim_token: string | null;
  updated_at: Timestamp;
  /** How many times what the site shows has changed (a check's revision is their sum). */
  revision: ColumnType<number, number | undefined, number>;
}

export interface Database {
  leads: LeadsTable;
  quotes: QuotesTable;
  quote_pdfs: QuotePdfsTable;
  lead_outbox: LeadOutboxTable;
  readiness_probe: ReadinessProbeTable;
  multi_site_checks: MultiSiteChecksTable;
  multi_site_sites: MultiSiteSitesTable;
}
