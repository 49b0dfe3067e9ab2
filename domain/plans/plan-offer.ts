import type { Plan } from "./plan-schema";

/**
 * A catalogue plan as an offer keeps it: a quote's snapshot, or a multi-site check's site
 * (prices include GST, as the catalogue's do).
 */
export interface PlanOffer {
  id: string;
  title: string;
  /** Download/upload in Mbps ("100/40"). */
  speed: string;
  price: number;
  special: { planPrice: number; duration: number } | null;
}

export function planOffer(plan: Plan): PlanOffer {
  return {
    id: plan.id,
    title: plan.planTitle,
    speed: plan.planFullSpeed,
    price: plan.price,
    special: plan.special,
  };
}
