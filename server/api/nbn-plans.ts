import { Router } from "express";
import {
  allowedDownloadSpeed,
  DEFAULT_AVAILABLE_SPEED,
  offeredPlans,
} from "../../domain/plans/plan-rules";
import type { PlansResponse } from "../../domain/plans/plan-schema";
import { isServiceClass } from "../../domain/qualification/service-class";
import type { ContentService } from "../services/content-service";
import { sendPreparedJson } from "./json";
import { sendValidationError } from "./validation";

/**
 * GET /api/getDefaultPlansSmbNbn and GET /api/getPlansSmbNbn/{sqClass}/{nbnMaxSpeed}
 * (spec 001 section 7): the small-business nbn catalogue, less the plans the address's
 * technology and line speed cannot carry. The answer depends only on the allowed speed, so
 * each distinct one is serialised once.
 */
export function nbnPlansRouter(content: ContentService): Router {
  const router = Router();

  const plansUpTo = (allowedSpeed: number) =>
    content.json(`nbn-plans:${allowedSpeed}`, (): PlansResponse => {
      const catalogue = content.page("nbnPlans");
      return {
        "no-contract": offeredPlans(catalogue["no-contract"], allowedSpeed),
        needToKnow: catalogue.needToKnow,
      };
    });

  router.get("/getDefaultPlansSmbNbn", (req, res) => {
    sendPreparedJson(req, res, plansUpTo(DEFAULT_AVAILABLE_SPEED));
  });

  router.get("/getPlansSmbNbn/:sqClass/:nbnMaxSpeed", (req, res) => {
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
    sendPreparedJson(
      req,
      res,
      plansUpTo(allowedDownloadSpeed(Number(sqClass), Number(nbnMaxSpeed))),
    );
  });

  return router;
}
