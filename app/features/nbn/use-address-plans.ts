import { useEffect, useState } from "react";
import type { Plan, PlansResponse } from "@domain/plans/plan-schema";
import type { SqRecord } from "@domain/qualification/sq-record";
import { getJson } from "~/lib/api";
import { reportError } from "~/lib/monitoring";

/**
 * The plans a qualified address can have (GET /api/getPlansSmbNbn/{sqClass}/{nbnMaxSpeed}),
 * fetched once per class and speed; the default catalogue until then, or when the address
 * cannot order.
 */
export function useAddressPlans(record: SqRecord | null, orderable: boolean, fallback: Plan[]) {
  const key = record && orderable ? `${record.sqClass}/${record.maxSpeed}` : null;
  const [fetched, setFetched] = useState<{ key: string; plans: Plan[] } | null>(null);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    getJson<PlansResponse>(`getPlansSmbNbn/${key}`, { signal: controller.signal }).then(
      (answer) => setFetched({ key, plans: answer["no-contract"] }),
      (error: unknown) => {
        // docs/product.md §B8: a plan fetch failure is only logged.
        if (!controller.signal.aborted) reportError(error, { step: "plans for address" });
      },
    );
    return () => controller.abort();
  }, [key]);
  if (!key) return { plans: fallback, loading: false };
  if (fetched?.key === key) return { plans: fetched.plans, loading: false };
  return { plans: fallback, loading: true };
}
