import type { Logger } from "pino";
import { signWebhook, SIGNATURE_HEADER } from "../../domain/leads/webhook-signature";
import type { CrmLead } from "../../domain/leads/crm-lead";
import { createHttpClient, type OutsideCallObserver } from "./http-client";

/**
 * Posts a lead to the CRM webhook, signed, with the lead's id as Idempotency-Key so a delivery
 * repeated after a crash is recognised by the receiver. Throws UpstreamError on any failure.
 */
export function createCrmClient(options: {
  url: string;
  secret: string;
  timeoutMs?: number;
  logger?: Logger;
  observe?: OutsideCallObserver;
}) {
  const http = createHttpClient({
    system: "CRM webhook",
    baseUrl: options.url,
    timeoutMs: options.timeoutMs ?? 10_000,
    logger: options.logger,
    observe: options.observe,
  });
  return async function deliver(
    lead: CrmLead,
    { signal, now = new Date() }: { signal?: AbortSignal; now?: Date } = {},
  ): Promise<void> {
    const body = JSON.stringify(lead);
    const signature = await signWebhook(options.secret, body, Math.floor(now.getTime() / 1000));
    await http.postRaw("", body, {
      headers: { [SIGNATURE_HEADER]: signature, "idempotency-key": lead.id },
      signal,
    });
  };
}

export type CrmDeliver = ReturnType<typeof createCrmClient>;
