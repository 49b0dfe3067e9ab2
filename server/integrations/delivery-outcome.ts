/**
 * A send whose outcome cannot be known (ADR 0072): the other side went quiet after the message
 * may have reached it, so it may have been delivered. Retrying at once would send it again;
 * the outbox waits its backoff, and sends such an entry at most twice (lead-delivery.ts).
 */
export class DeliveryOutcomeUnknown extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DeliveryOutcomeUnknown";
  }
}
