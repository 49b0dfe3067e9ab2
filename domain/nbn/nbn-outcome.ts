import { allowedDownloadSpeed, technologyTakesPlans } from "../plans/plan-rules";
import { isPlannedClass, type NbnTechnology } from "../qualification/service-class";
import type { SqRecord } from "../qualification/sq-record";

/**
 * What the small-business nbn page tells a visitor about their address (docs/product.md §B4,
 * outside the Flip to Fibre context). Flip to Fibre has its own rules beside these.
 */
export type NbnOutcome =
  | { kind: "upgrade"; technology: NbnTechnology; flipDate: string }
  | { kind: "available"; technology: NbnTechnology }
  | { kind: "not-ready" }
  | { kind: "no-service" };

export function nbnOutcome(record: SqRecord): NbnOutcome {
  const serviceClass = record.nbnServiceClass;
  if (serviceClass === null || record.nbnType === null) return { kind: "no-service" };
  // No business plan is sold on satellite: registering for its arrival would not help.
  if (!technologyTakesPlans(serviceClass)) return { kind: "no-service" };
  if (isPlannedClass(serviceClass)) return { kind: "not-ready" };
  if (allowedDownloadSpeed(serviceClass, record.maxSpeed) === 0) return { kind: "no-service" };
  if (record.flipReady && record.flipDate) {
    return { kind: "upgrade", technology: record.nbnType, flipDate: record.flipDate };
  }
  return { kind: "available", technology: record.nbnType };
}

/** Only these outcomes lead on to plans and an order. */
export function canOrder(outcome: NbnOutcome | null): boolean {
  return outcome?.kind === "available" || outcome?.kind === "upgrade";
}
