import { useEffect, useState } from "react";
import { API } from "@domain/api/contracts";
import type { Plan } from "@domain/plans/plan-schema";
import type { SqRecord } from "@domain/qualification/sq-record";
import { api } from "~/lib/api";
import { reportError } from "~/lib/monitoring";

/**
 * The plans a qualified address can have (GET /api/getPlansSmbNbn/{sqClass}/{nbnMaxSpeed}),
 * fetched once per class and speed; the default catalogue until then, or when the address
 * cannot order.
 */
export function useAddressPlans(record: SqRecord | null, orderable: boolean, fallback: Plan[]) {
  const wanted = record && orderable ? record : null;
  // The path's segments, as text; the key names the answer they ask for.
  const sqClass = wanted ? String(wanted.sqClass) : "";
  const nbnMaxSpeed = wanted ? String(wanted.maxSpeed) : "";
  const key = wanted ? `${sqClass}/${nbnMaxSpeed}` : null;
  const [fetched, setFetched] = useState<{ key: string; plans: Plan[] } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    api.get(API.plans, { params: { sqClass, nbnMaxSpeed } }, { signal: controller.signal }).then(
      (answer) => setFetched({ key, plans: answer["no-contract"] }),
      (error: unknown) => {
        // docs/product.md §B8: a plan fetch failure is only logged.
        if (!controller.signal.aborted) reportError(error, { step: "plans for address" });
      },
    );
    return () => controller.abort();
  }, [key, sqClass, nbnMaxSpeed]);
  if (!key) return { plans: fallback, loading: false };
  if (fetched?.key === key) return { plans: fetched.plans, loading: false };
  return { plans: fallback, loading: true };
}
