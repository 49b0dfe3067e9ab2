import { Router } from "express";
import { z } from "zod";
import {
  allowedDownloadSpeed,
  DEFAULT_AVAILABLE_SPEED,
  offeredPlans,
} from "../../domain/plans/plan-rules";
import type { PlansResponse } from "../../domain/plans/plan-schema";
import { isServiceClass } from "../../domain/qualification/service-class";
import { fieldErrors } from "../../domain/validation/field-errors";
import type { OutgoingHttpHeaders } from "node:http";
import { jsonAnswer, keptAnswers } from "../http/json-answer";
import { sendReadyAnswer } from "../http/ready-answer";
import type { ContentService } from "../services/content-service";
import { sendValidationError } from "./validation";

const SQ_CLASS_MESSAGE = "The service class must be an nbn service class: 0-13, 20-24 or 30-34.";

const paramsSchema = z.object({
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

/**
 * GET /api/getDefaultPlansSmbNbn and GET /api/getPlansSmbNbn/{sqClass}/{nbnMaxSpeed}
 * (docs/product.md §B7): the small-business nbn catalogue, less the plans the address's
 * technology and line speed cannot carry. The answer depends only on the allowed speed, so
 * each distinct one is made ready to send once.
 */
export function nbnPlansRouter(content: ContentService, headers: OutgoingHttpHeaders): Router {
  const router = Router();
  const catalogue = content.page("nbnPlans");
  const kept = keptAnswers(100);
  const plansUpTo = (allowedSpeed: number) =>
    kept(String(allowedSpeed), () => {
      const plans: PlansResponse = {
        "no-contract": offeredPlans(catalogue["no-contract"], allowedSpeed),
        needToKnow: catalogue.needToKnow,
      };
      return jsonAnswer(plans, headers);
    });

  router.get("/getDefaultPlansSmbNbn", async (req, res) => {
    sendReadyAnswer(req, res, await plansUpTo(DEFAULT_AVAILABLE_SPEED));
  });

  router.get("/getPlansSmbNbn/:sqClass/:nbnMaxSpeed", async (req, res) => {
    const params = paramsSchema.safeParse(req.params);
    if (!params.success) {
      sendValidationError(res, fieldErrors(params.error));
      return;
    }
    const { sqClass, nbnMaxSpeed } = params.data;
    sendReadyAnswer(req, res, await plansUpTo(allowedDownloadSpeed(sqClass, nbnMaxSpeed)));
  });

  return router;
}
