import { AGENT_TOKEN_FIELD } from "../agent/agent-token";
import type { SqRecord } from "../qualification/sq-record";
import type { ExtrasSelection } from "./extras";

/**
 * The fields of the hidden GET form that hands an order to the external order site, in the
 * order the spec lists them (docs/product.md §B3). Flip to Fibre builds its own list beside
 * this one and shares the tracking and agent fields.
 */
export type HandoffField = readonly [name: string, value: string];

/** Session values copied onto every hand-off when the visit carried them. */
export interface HandoffTracking {
  conversation_id: string | null;
  utm_source: string | null;
}

const flag = (value: boolean | number) => (value ? "1" : "0");

/** conversation_id and utm_source when present, then agent-token in agent mode. */
export function trackingAndAgentFields(
  tracking: HandoffTracking,
  agentToken: string | null,
): HandoffField[] {
  const fields: HandoffField[] = [];
  if (tracking.conversation_id) fields.push(["conversation_id", tracking.conversation_id]);
  if (tracking.utm_source) fields.push(["utm_source", tracking.utm_source]);
  if (agentToken) fields.push([AGENT_TOKEN_FIELD, agentToken]);
  return fields;
}

export interface NbnHandoffInput {
  planId: string;
  phoneLine: boolean;
  extras: ExtrasSelection;
  /** The address sealed by the server (docs/decisions/0033-order-handoff.md). */
  sqAddress: string;
  record: Pick<SqRecord, "sqClass" | "activeService" | "serviceLocationId">;
  tracking: HandoffTracking;
  agentToken: string | null;
}

export function nbnHandoffFields({
  planId,
  phoneLine,
  extras,
  sqAddress,
  record,
  tracking,
  agentToken,
}: NbnHandoffInput): HandoffField[] {
  return [
    ["plan_id", planId],
    ["contract_term", "1"],
    ["unlimited_phone", flag(phoneLine)],
    ["payg_phone", "0"],
    ["modem", flag(extras.modem)],
    ["hs", "trial"],
    ["extender", flag(extras.extender)],
    ["fdclid", ""],
    ["sq_address", sqAddress],
    ["service_class", record.sqClass === null ? "" : String(record.sqClass)],
    ["new_dev", "0"],
    ["type", "broadband"],
    ["technology", "nbn"],
    ["smb", "1"],
    ["active_service", flag(record.activeService)],
    ["service_location_id", record.serviceLocationId],
    ...trackingAndAgentFields(tracking, agentToken),
  ];
}

export interface FlipHandoffInput {
  planId: string;
  /** The interim plan's download speed: 50 or 100. */
  interimPlan: number;
  extras: ExtrasSelection;
  sqAddress: string;
  record: Pick<SqRecord, "sqClass" | "nbnNewDev">;
  tracking: HandoffTracking;
  agentToken: string | null;
}

/**
 * Flip to Fibre's hand-off (docs/product.md §B3), in the spec's order. The page offers no phone
 * line, so unlimited_phone and payg_phone are 0; extender carries the quantity; new_dev, which
 * the spec does not fix here, carries the premises' new developments flag (ADR 0041).
 */
export function flipHandoffFields({
  planId,
  interimPlan,
  extras,
  sqAddress,
  record,
  tracking,
  agentToken,
}: FlipHandoffInput): HandoffField[] {
  return [
    ["type", "broadband"],
    ["technology", "fibre"],
    ["sq_address", sqAddress],
    ["service_class", record.sqClass === null ? "" : String(record.sqClass)],
    ["flip", "1"],
    ["interim_plan", String(interimPlan)],
    ["plan_id", planId],
    ["contract_term", "12"],
    ["unlimited_phone", "0"],
    ["payg_phone", "0"],
    ["modem", flag(extras.modem)],
    ["hs", "trial"],
    ["extender", String(extras.extender)],
    ["fdclid", ""],
    ["new_dev", flag(record.nbnNewDev)],
    ["smb", "1"],
    ...trackingAndAgentFields(tracking, agentToken),
  ];
}

/** GET /api/order-handoff: where to send the hand-off, and the sealed address for it. */
export interface OrderHandoffAnswer {
  orderSiteUrl: string;
  sq_address: string;
}
