import { z } from "zod";
import { isServiceClass } from "../../qualification/service-class";

const SQ_CLASS_MESSAGE = "The service class must be an nbn service class: 0-13, 20-24 or 30-34.";

/** GET /api/getPlansSmbNbn/{sqClass}/{nbnMaxSpeed}: the segments as text, read as numbers. */
export const plansParamsSchema = z.object({
  sqClass: z
    .string()
    .regex(/^\d{1,2}$/, SQ_CLASS_MESSAGE)
    .transform(Number)
    .refine(isServiceClass, SQ_CLASS_MESSAGE),
  nbnMaxSpeed: z
    .string()
    .regex(/^\d{1,5}$/, "The maximum speed must be a whole number of Mbps.")
    .transform(Number),
});
