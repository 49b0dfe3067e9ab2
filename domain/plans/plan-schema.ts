import { z } from "zod";

/**
 * A business nbn plan (docs/product.md §B3). Plans are reference data
 * (content/plans/small-business-nbn.json), validated at boot and served by the plans API.
 */
const text = z.string().trim().min(1);
const speedPair = z.string().regex(/^\d+(\.\d+)?\/\d+(\.\d+)?$/, "download/upload in Mbps");

export const planSchema = z
  .strictObject({
    id: z.string().regex(/^[A-Z0-9-]{3,40}$/),
    planTitle: text,
    planHeading: text,
    /** The tier's short name ("nbn50"); Flip to Fibre leaves out the nbn50 tier. */
    planSpeed: z.string().regex(/^nbn\d+$/),
    planFullSpeed: speedPair,
    planDownloadSpeed: z.number().int().positive(),
    planUploadSpeed: z.number().int().positive(),
    typicalEveningSpeed: speedPair,
    price: z.number().positive(),
    /** An introductory price for the first `duration` months, then `price`. */
    special: z
      .strictObject({ planPrice: z.number().positive(), duration: z.number().int().min(1).max(24) })
      .nullable(),
    allowance: text,
    /** Offered on the 18-month term of the fibre upgrade as well as month to month. */
    contract18: z.boolean(),
    /** Includes My Speed Boost days. */
    speedboost: z.boolean(),
  })
  .refine((plan) => plan.planFullSpeed === `${plan.planDownloadSpeed}/${plan.planUploadSpeed}`, {
    message: "planFullSpeed must be planDownloadSpeed/planUploadSpeed",
    path: ["planFullSpeed"],
  })
  .refine((plan) => !plan.special || plan.special.planPrice < plan.price, {
    message: "a special price must be lower than the price",
    path: ["special", "planPrice"],
  });

/**
 * The plans answer (docs/product.md §B7): plans keyed by contract type, of which the
 * "no-contract" list is the one offered, plus what visitors need to know about them.
 */
export const plansResponseSchema = z.strictObject({
  "no-contract": z.array(planSchema),
  needToKnow: z.array(text).min(1),
});

/** The catalogue file: every tier, slowest first, with unique ids. */
export const planCatalogueSchema = plansResponseSchema.refine(
  (catalogue) => {
    const plans = catalogue["no-contract"];
    return (
      plans.length > 0 &&
      new Set(plans.map((plan) => plan.id)).size === plans.length &&
      plans.every(
        (plan, index) =>
          index === 0 || plans[index - 1]!.planDownloadSpeed < plan.planDownloadSpeed,
      )
    );
  },
  { message: "plans need unique ids, slowest first", path: ["no-contract"] },
);

export type Plan = z.infer<typeof planSchema>;
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/**
 * Flip to Fibre's interim plans (docs/product.md §B3): the plan on the premises' existing
 * technology from the order until the fibre is active, 50/20 or 100/20. Its download speed is
 * the hand-off's interim_plan value (50 or 100). content/plans/flip-interim-plans.json.
 */
export const INTERIM_SPEEDS = ["50/20", "100/20"] as const;

export const interimPlanSchema = z
  .strictObject({
    id: z.string().regex(/^[A-Z0-9-]{3,40}$/),
    planSpeed: z.string().regex(/^nbn\d+$/),
    planTitle: text,
    planHeading: text,
    planDownloadSpeed: z.union([z.literal(50), z.literal(100)]),
    planUploadSpeed: z.literal(20),
    price: z.number().positive(),
    planFullSpeed: z.enum(INTERIM_SPEEDS),
  })
  .refine((plan) => plan.planFullSpeed === `${plan.planDownloadSpeed}/${plan.planUploadSpeed}`, {
    message: "planFullSpeed must be planDownloadSpeed/planUploadSpeed",
    path: ["planFullSpeed"],
  });

/** The interim plans file: one of each speed, the default (the first) listed first. */
export const interimPlansSchema = z.strictObject({
  plans: z
    .array(interimPlanSchema)
    .min(1)
    .refine((plans) => new Set(plans.map((plan) => plan.planFullSpeed)).size === plans.length, {
      message: "one interim plan per speed",
    }),
});

export type InterimPlan = z.infer<typeof interimPlanSchema>;
