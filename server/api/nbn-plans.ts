import { Router } from "express";
import { API } from "../../domain/api/contracts";
import { plansParamsSchema } from "../../domain/api/schemas/nbn-plans";
import {
  allowedDownloadSpeed,
  DEFAULT_AVAILABLE_SPEED,
  offeredPlans,
} from "../../domain/plans/plan-rules";
import type { PlansResponse } from "../../domain/plans/plan-schema";
import { fieldErrors } from "../../domain/validation/field-errors";
import type { OutgoingHttpHeaders } from "node:http";
import { jsonAnswer, keptAnswers } from "../http/json-answer";
import { sendReadyAnswer } from "../http/ready-answer";
import type { ContentService } from "../services/content-service";
import { sendValidationError } from "./validation";

/**
 * GET /api/getDefaultPlansSmbNbn and GET /api/getPlansSmbNbn/{sqClass}/{nbnMaxSpeed}
 * (docs/product.md §B7): the small-business nbn catalogue, less the plans the address's
 * technology and line speed cannot carry. The answer depends only on the allowed speed, so
 * each distinct one is made ready to send once (again after the content editor saves).
 */
export function nbnPlansRouter(content: ContentService, headers: OutgoingHttpHeaders): Router {
  const router = Router();
  const answers = content.derive(() => {
    const catalogue = content.page("nbnPlans");
    const kept = keptAnswers(100);
    return (allowedSpeed: number) =>
      kept(String(allowedSpeed), () => {
        const plans: PlansResponse = {
          "no-contract": offeredPlans(catalogue["no-contract"], allowedSpeed),
          needToKnow: catalogue.needToKnow,
        };
        return jsonAnswer(plans, headers);
      });
  });
  const plansUpTo = (allowedSpeed: number) => answers()(allowedSpeed);

  router.get(API.defaultPlans.path, async (req, res) => {
    sendReadyAnswer(req, res, await plansUpTo(DEFAULT_AVAILABLE_SPEED));
  });

  router.get(API.plans.path, async (req, res) => {
    const params = plansParamsSchema.safeParse(req.params);
    if (!params.success) {
      sendValidationError(res, fieldErrors(params.error));
      return;
    }
    const { sqClass, nbnMaxSpeed } = params.data;
    sendReadyAnswer(req, res, await plansUpTo(allowedDownloadSpeed(sqClass, nbnMaxSpeed)));
  });

  return router;
}
