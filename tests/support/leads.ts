import type { NewLead } from "../../server/db/leads-repository";

/** A contact lead as the intake stores it, with a fresh reference unless given. */
export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    publicId: crypto.randomUUID(),
    form: "contact",
    payload: { first_name: "Zoë", description: "'; drop table leads; --" },
    sourcePage: "/contact",
    utmSource: null,
    conversationId: null,
    agentCode: null,
    clientHash: null,
    userAgent: null,
    isSpam: false,
    idempotencyKey: null,
    responseStatus: 201,
    responseBody: '{"message":"ok"}',
    ...overrides,
  };
}
