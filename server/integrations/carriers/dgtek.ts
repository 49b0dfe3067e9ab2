import { z } from "zod";
import { pricingFromTerms, type CarrierApi } from "./carrier-api";

/**
 * DGTEK: asked only for the building, it answers whether the building is on its network and
 * every plan it sells there (speeds as "100Mbps" or "1Gbps", terms as "1yr", whole dollars);
 * the client picks the speed asked for.
 */
const SPEED = /^(\d+)(Mbps|Gbps)$/;

const schema = z.object({
  ok: z.literal(true),
  building: z.object({ onNet: z.boolean() }),
  plans: z.array(
    z.object({
      speed: z.string().regex(SPEED, "a speed such as 100Mbps or 1Gbps"),
      term: z.string().regex(/^\d+yr$/, "a term such as 1yr"),
      monthly: z.number().min(0),
      setup: z.number().min(0),
    }),
  ),
});

const mbps = (speed: string) => {
  const [, value, unit] = SPEED.exec(speed)!;
  return Number(value) * (unit === "Gbps" ? 1000 : 1);
};

export const dgtekApi: CarrierApi<typeof schema> = {
  carrier: "DGTEK",
  schema,
  ask: (http, { address, signal }) =>
    http.postJson("/dgtek/onnet/check", { address }, schema, { signal }),
  toEntry({ building, plans }, speed) {
    if (!building.onNet) return { unavailable: "address" };
    const atSpeed = plans.filter((plan) => mbps(plan.speed) === speed);
    if (atSpeed.length === 0) return { unavailable: "speed" };
    return pricingFromTerms(
      "DGTEK",
      atSpeed.map((plan) => ({
        months: Number.parseInt(plan.term, 10) * 12,
        monthly: plan.monthly,
        installation: plan.setup,
      })),
    );
  },
};
