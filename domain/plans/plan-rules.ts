import {
  technologyFamily,
  type TechnologyFamily,
  type UpgradePremises,
} from "../qualification/service-class";

/**
 * Which plans an address can have (docs/product.md §B9): a plan faster than the technology or
 * the line allows is not offered. Wireless tops out at Standard Plus (nbn50); FTTN, FTTB and
 * FTTC at Premium (nbn100); FTTP and HFC reach every tier; business plans are not sold on
 * satellite.
 */
export const TECHNOLOGY_SPEED_CAPS: Readonly<Record<TechnologyFamily, number>> = {
  FTTP: 1000,
  HFC: 1000,
  FTTN_FTTB: 100,
  FTTC: 100,
  FIXED_WIRELESS: 50,
  SATELLITE: 0,
};

/** docs/product.md §B9: the speed assumed when none is known (the default plans). */
export const DEFAULT_AVAILABLE_SPEED = 1000;

/** Whether any business plan is sold on this class's technology at all. */
export function technologyTakesPlans(serviceClass: number): boolean {
  const family = technologyFamily(serviceClass);
  return family !== null && TECHNOLOGY_SPEED_CAPS[family] > 0;
}

/** The fastest download speed (Mbps) a plan at this address may have; 0 when none fits. */
export function allowedDownloadSpeed(serviceClass: number, maxSpeed: number): number {
  const family = technologyFamily(serviceClass);
  if (!family || !(maxSpeed > 0)) return 0;
  return Math.min(TECHNOLOGY_SPEED_CAPS[family], maxSpeed);
}

interface TieredPlan {
  planDownloadSpeed: number;
}

/**
 * The plans offered up to `allowedSpeed`, slowest first. Where a service is possible but the
 * line is slower than the slowest tier, that tier is still offered: a line that cannot hold a
 * tier is moved lower and the difference refunded (docs/product.md §B9).
 */
export function offeredPlans<P extends TieredPlan>(plans: readonly P[], allowedSpeed: number): P[] {
  if (allowedSpeed <= 0) return [];
  const sorted = [...plans].sort((a, b) => a.planDownloadSpeed - b.planDownloadSpeed);
  const fitting = sorted.filter((plan) => plan.planDownloadSpeed <= allowedSpeed);
  return fitting.length > 0 ? fitting : sorted.slice(0, 1);
}

/** How a journey picks the plan selected when plans arrive (an index into the offered list). */
export type DefaultPlanRule = (offeredCount: number) => number;

/** Small-business nbn: the second plan when there is more than one, else the first. */
export const nbnDefaultPlanIndex: DefaultPlanRule = (count) => (count > 1 ? 1 : 0);

/** The default plan's id under a journey's rule; null when nothing is offered. */
export function defaultPlanId(
  plans: readonly { id: string }[],
  rule: DefaultPlanRule,
): string | null {
  if (plans.length === 0) return null;
  return plans[Math.min(rule(plans.length), plans.length - 1)]?.id ?? null;
}

/** Flip to Fibre: the third plan of those offered (or the last, when fewer are offered). */
export const flipDefaultPlanIndex: DefaultPlanRule = () => 2;

/** docs/product.md §B4: Flip to Fibre leaves out the plans of these tiers. */
export const UPGRADE_EXCLUDED_TIERS: readonly string[] = ["nbn50"];

/**
 * docs/product.md §B5: after the upgrade, node premises must order the 100/40 tier or faster
 * and curb premises the 250/100 tier or faster (tiers rank by download speed, so 1000/50 is
 * above 250/100). Before an address is checked, the node minimum applies.
 */
export const UPGRADE_MINIMUM_DOWNLOAD: Readonly<Record<UpgradePremises, number>> = {
  node: 100,
  curb: 250,
};

/**
 * The fibre plans Flip to Fibre offers a premises, slowest first: the fibre the premises gets
 * carries every tier, so the only limits are the excluded tiers and the premises' minimum.
 */
export function upgradePlans<P extends TieredPlan & { planSpeed: string }>(
  plans: readonly P[],
  premises: UpgradePremises | null,
): P[] {
  const minimum = UPGRADE_MINIMUM_DOWNLOAD[premises ?? "node"];
  return [...plans]
    .sort((a, b) => a.planDownloadSpeed - b.planDownloadSpeed)
    .filter(
      (plan) =>
        !UPGRADE_EXCLUDED_TIERS.includes(plan.planSpeed) && plan.planDownloadSpeed >= minimum,
    );
}
