import { useCallback, useEffect, useRef, useState } from "react";
import { API } from "@domain/api/contracts";
import { enterprisePlanCards, type EnterprisePlanCard } from "@domain/pricing/enterprise-plans";
import { api } from "~/lib/api";
import { reportError } from "~/lib/monitoring";

export type EnterprisePricingState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "priced"; cards: EnterprisePlanCard[] }
  | { status: "no-fibre" }
  | { status: "failed" };

/** POST /api/get-enterprise-nbn-pricing, sorted into what the page shows (docs/product.md §A4). */
export function useEnterprisePricing() {
  const [state, setState] = useState<EnterprisePricingState>({ status: "idle" });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(async (address: string, speed: number) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: "loading" });
    try {
      const result = await api.post(
        API.enterprisePricing,
        { address, speed },
        { signal: controller.signal },
      );
      if (result.ok) {
        const cards = enterprisePlanCards(result.data, speed);
        setState(cards ? { status: "priced", cards } : { status: "no-fibre" });
        return;
      }
      reportError(result.kind === "failure" ? result.error : new Error(result.message), {
        stage: "enterprise pricing",
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      reportError(error, { stage: "enterprise pricing" });
    }
    setState({ status: "failed" });
  }, []);

  /** The lead was refused: no plans for details that did not pass. */
  const cancel = useCallback(() => {
    current.current?.abort();
    setState({ status: "idle" });
  }, []);

  const dismiss = useCallback(() => setState({ status: "idle" }), []);

  return { state, start, cancel, dismiss };
}
