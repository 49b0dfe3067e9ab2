import { Router } from "express";
import {
  allowedDownloadSpeed,
  DEFAULT_AVAILABLE_SPEED,
  offeredPlans,
} from "../../domain/plans/plan-rules";
import type { PlansResponse } from "../../domain/plans/plan-schema";
import { isServiceClass } from "../../domain/qualification/service-class";
import type { OutgoingHttpHeaders } from "node:http";
import { jsonAnswer, keptAnswers } from "../http/json-answer";
import { sendReadyAnswer } from "../http/ready-answer";
import type { ContentService } from "../services/content-service";
import { sendValidationError } from "./validation";

/**
 * GET /api/getDefaultPlansSmbNbn and GET /api/getPlansSmbNbn/{sqClass}/{nbnMaxSpeed}
 * (spec 001 section 7): the small-business nbn catalogue, less the plans the address's
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
    const { sqClass, nbnMaxSpeed } = req.params;
    const errors: Record<string, string[]> = {};
    if (!/^\d{1,2}$/.test(sqClass) || !isServiceClass(Number(sqClass))) {
      errors.sqClass = ["The service class must be an nbn service class: 0-13, 20-24 or 30-34."];
    }
    if (!/^\d{1,5}$/.test(nbnMaxSpeed)) {
      errors.nbnMaxSpeed = ["The maximum speed must be a whole number of Mbps."];
    }
    if (Object.keys(errors).length > 0) {
      sendValidationError(res, errors);
      return;
    }
    sendReadyAnswer(
      req,
      res,
      await plansUpTo(allowedDownloadSpeed(Number(sqClass), Number(nbnMaxSpeed))),
    );
  });

  return router;
}
