import type { Plan } from "@domain/plans/plan-schema";

/**
 * What a journey says when its link names a plan it does not offer (ADR 0043): in plain words,
 * with the plan shown instead, never a silent swap.
 */
export function unofferedPlanNotice(unofferedId: string | null, shown: Plan | null): string {
  if (!unofferedId) return "";
  const instead = shown ? ` ${shown.planHeading} ${shown.planFullSpeed} is shown instead.` : "";
  return `The plan in your link (${unofferedId}) is not offered here any more, or not at this address.${instead}`;
}
