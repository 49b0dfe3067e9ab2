import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { API } from "@domain/api/contracts";
import type { HandoffField, HandoffTracking } from "@domain/order/handoff";
import type { SqRecord } from "@domain/qualification/sq-record";
import { TRACKING_PARAMS, useAgentSession } from "~/lib/agent-session";
import { pushDataLayer, type DataLayerEvent } from "~/lib/analytics";
import { api } from "~/lib/api";
import { reportError } from "~/lib/monitoring";
import { readStorage } from "~/lib/storage";
import { HandoffForm } from "./HandoffForm";

/** What a journey gets to build its hand-off with. */
export interface HandoffContext {
  sqAddress: string;
  tracking: HandoffTracking;
  agentToken: string | null;
}

/** The journey's fields, and the analytics events logged before the order leaves. */
export interface PreparedHandoff {
  fields: HandoffField[];
  events: DataLayerEvent[];
}

function readTracking(): HandoffTracking {
  const [conversationId, utmSource] = TRACKING_PARAMS.map((key) => readStorage("session", key));
  return { conversation_id: conversationId ?? null, utm_source: utmSource ?? null };
}

/**
 * Hands an order to the order site (docs/product.md §B4): the server qualifies the address
 * again at its nbn location and seals it (ADR 0033), the journey builds its fields and events,
 * the events are logged, then the hidden GET form is submitted and the browser leaves. `form`
 * must be rendered by the journey.
 */
export function useOrderHandoff(phone: string) {
  const [ordering, setOrdering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState<{ action: string; fields: HandoffField[] } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const agent = useAgentSession();

  // Back from the order site through the browser's history: the page is live again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setOrdering(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  const handOff = async (
    record: Pick<SqRecord, "address" | "locId">,
    prepare: (context: HandoffContext) => PreparedHandoff,
  ) => {
    setOrdering(true);
    setError(null);
    try {
      const answer = await api.get(API.orderHandoff, {
        query: { address: record.address, locationId: record.locId ?? "" },
      });
      const { fields, events } = prepare({
        sqAddress: answer.sq_address,
        tracking: readTracking(),
        agentToken: agent?.token ?? null,
      });
      events.forEach(pushDataLayer);
      flushSync(() => setReady({ action: answer.orderSiteUrl, fields }));
      formRef.current?.submit();
    } catch (failure) {
      reportError(failure, { step: "order hand-off" });
      setError(
        `We could not prepare your order. Please try again, or call us on ${phone} and we will take your order over the phone.`,
      );
      setOrdering(false);
    }
  };

  const form = ready ? (
    <HandoffForm ref={formRef} action={ready.action} fields={ready.fields} />
  ) : null;
  return { handOff, ordering, error, form };
}
