import { randomUUID } from "node:crypto";
import { AGENT_TOKEN_FIELD } from "../../domain/agent/agent-token";
import { EXTRA_FIELDS } from "../../domain/forms/fields";
import type { LeadReceipt } from "../../domain/forms/lead-form";
import { SUCCESS_MESSAGE } from "../../domain/forms/messages";
import type { LeadsRepository, NewLead } from "../db/leads-repository";
import type { Metrics } from "../metrics/registry";
import type { AgentTokenVerifier } from "./agent-token-verifier";
import { clientHasher } from "./client-hash";

/** Where a lead came from, read off the request (never from the form's own fields). */
export interface LeadContext {
  sourcePage: string | null;
  clientAddress: string | undefined;
  userAgent: string | undefined;
  idempotencyKey: string | null;
}

export interface LeadAnswer {
  status: number;
  body: string;
  /** True when an earlier request with the same idempotency key made this answer. */
  replayed: boolean;
}

export class IdempotencyConflict extends Error {}

export interface LeadIntakeDependencies {
  leads: LeadsRepository;
  verifyAgentToken: AgentTokenVerifier;
  clientHashSecret: string;
  /** Told after each lead to deliver is committed, so delivery starts at once. */
  onStored?: () => void;
  /** Told when a lead could not be committed (readiness turns 503 with the cause). */
  onStoreFailed?: (error: unknown) => void;
  metrics?: Pick<Metrics, "lead">;
}

/**
 * Accepts a validated lead: commits it (and its outbox entry) before answering, so every 2xx
 * stands for a lead on disk. A filled honeypot gets the same answer but is kept as spam and
 * never delivered.
 */
export function createLeadIntake({
  leads,
  verifyAgentToken,
  clientHashSecret,
  onStored,
  onStoreFailed,
  metrics,
}: LeadIntakeDependencies) {
  const hashClient = clientHasher(clientHashSecret);

  return async function acceptLead(
    form: string,
    values: Record<string, unknown>,
    context: LeadContext,
    /** A quote's lead: its email goes through the outbox too, committed with the lead. */
    mail?: NewLead["mail"],
  ): Promise<LeadAnswer> {
    const agent = await verifyAgentToken(asText(values[AGENT_TOKEN_FIELD]));
    const isSpam = (asText(values.dob) ?? "").trim() !== "";
    const publicId = randomUUID();
    const receipt: LeadReceipt = { message: SUCCESS_MESSAGE, reference: publicId };
    const body = JSON.stringify(receipt);
    const payload = Object.fromEntries(
      Object.entries(values).filter(([key]) => !(EXTRA_FIELDS as readonly string[]).includes(key)),
    );

    const { replayed } = await leads
      .insert({
        publicId,
        form,
        payload,
        sourcePage: context.sourcePage,
        utmSource: asText(values.utm_source) || null,
        conversationId: asText(values.conversation_id) || null,
        agentCode: agent?.agent_code ?? null,
        clientHash: hashClient(context.clientAddress),
        userAgent: context.userAgent?.slice(0, 512) ?? null,
        isSpam,
        idempotencyKey: context.idempotencyKey,
        responseStatus: 201,
        responseBody: body,
        mail,
      })
      .catch((error: unknown) => {
        onStoreFailed?.(error);
        throw error;
      });
    // A retry of a submission already stored: its first answer, and no second lead.
    if (replayed) {
      if (replayed.form !== form) throw new IdempotencyConflict();
      return { status: replayed.status, body: replayed.body, replayed: true };
    }
    metrics?.lead(form, isSpam);
    if (!isSpam) onStored?.();
    return { status: 201, body, replayed: false };
  };
}

export type LeadIntake = ReturnType<typeof createLeadIntake>;

function asText(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}
