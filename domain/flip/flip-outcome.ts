import {
  isUpgradeableClass,
  upgradePremises,
  type NbnTechnology,
  type UpgradePremises,
} from "../qualification/service-class";
import type { SqRecord } from "../qualification/sq-record";

/**
 * What the Flip to Fibre page tells a visitor about their address (docs/product.md §B4, the
 * Flip to Fibre context), read from the same qualification record as the nbn page:
 * - flip ready, with a flip date, on an upgradeable class: it can be upgraded from that date;
 * - not flip ready on an upgradeable class, or flip ready without a date: no upgrade date is
 *   scheduled yet, and the visitor can register;
 * - anything else: the address does not qualify for the promotion.
 */
export type FlipOutcome =
  | {
      kind: "eligible";
      flipDate: string;
      technology: NbnTechnology | null;
      premises: UpgradePremises;
    }
  | { kind: "no-date" }
  | { kind: "not-eligible" };

export function flipOutcome(
  record: Pick<SqRecord, "nbnServiceClass" | "nbnType" | "flipReady" | "flipDate">,
): FlipOutcome {
  const premises = upgradePremises(record.nbnServiceClass);
  if (record.flipReady && record.flipDate && premises) {
    return { kind: "eligible", flipDate: record.flipDate, technology: record.nbnType, premises };
  }
  const upgradeable = isUpgradeableClass(record.nbnServiceClass);
  if ((!record.flipReady && upgradeable) || (record.flipReady && !record.flipDate)) {
    return { kind: "no-date" };
  }
  return { kind: "not-eligible" };
}

/**
 * docs/product.md §B4 and §B5: ordering needs flip-ready status and a non-empty flip date. Only
 * the eligible outcome has both (it also needs an upgradeable class), so the page never offers
 * an order beside a "does not qualify" message (ADR 0040).
 */
export function flipCanOrder(outcome: FlipOutcome | null): boolean {
  return outcome?.kind === "eligible";
}
