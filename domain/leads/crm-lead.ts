/** A stored lead as it goes to the CRM: what the visitor sent and where they came from. */
export interface LeadForDelivery {
  publicId: string;
  form: string;
  payload: Record<string, unknown>;
  sourcePage: string | null;
  utmSource: string | null;
  conversationId: string | null;
  agentCode: string | null;
  createdAt: string;
}

/** What the CRM webhook receives for each lead (ADR 0011). */
export interface CrmLead {
  id: string;
  form: string;
  submitted_at: string;
  source_page: string | null;
  utm_source: string | null;
  conversation_id: string | null;
  agent_code: string | null;
  fields: Record<string, unknown>;
}

export function toCrmLead(lead: LeadForDelivery): CrmLead {
  return {
    id: lead.publicId,
    form: lead.form,
    submitted_at: lead.createdAt,
    source_page: lead.sourcePage,
    utm_source: lead.utmSource,
    conversation_id: lead.conversationId,
    agent_code: lead.agentCode,
    fields: lead.payload,
  };
}
