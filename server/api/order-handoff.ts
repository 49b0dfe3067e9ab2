import { Router } from "express";
import { API } from "../../domain/api/contracts";
import { orderHandoffQuerySchema } from "../../domain/api/schemas/order-handoff";
import type { OrderHandoffAnswer } from "../../domain/order/handoff";
import { sealHandoff } from "../../domain/order/handoff-seal";
import { fieldErrors } from "../../domain/validation/field-errors";
import { UpstreamError } from "../services/upstream";
import type { HandoffQualifier } from "../services/handoff-qualification";
import { requalificationRefused } from "./address-gateway";
import { sendUpstreamFailure } from "./upstream-failure";
import { sendValidationError } from "./validation";

/**
 * GET /api/order-handoff?address=...&locationId=LOC...: what the browser needs to hand an
 * order to the order site (docs/decisions/0033-order-handoff.md): where to send it, and
 * sq_address, sealed under ORDER_HANDOFF_KEY only once the address has been qualified again at
 * that nbn location (its class and line speed inside, with an expiry). A GET: it changes
 * nothing and needs no forgery token; it has the look-ups' rate limit.
 */
export function orderHandoffRouter({
  orderSiteUrl,
  handoffKey,
  qualify,
}: {
  orderSiteUrl: string;
  handoffKey: string;
  qualify: HandoffQualifier;
}): Router {
  const router = Router();
  router.get(API.orderHandoff.path, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const query = orderHandoffQuerySchema.safeParse(req.query);
    if (!query.success) {
      sendValidationError(res, fieldErrors(query.error));
      return;
    }
    try {
      const qualified = await qualify(query.data.address, query.data.locationId);
      if (!qualified.ok) {
        sendValidationError(res, qualified.errors);
        return;
      }
      const answer: OrderHandoffAnswer = {
        orderSiteUrl,
        sq_address: await sealHandoff(qualified.facts, handoffKey),
      };
      res.json(answer);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const refused = requalificationRefused(error.system, {
        address: "address",
        location: "locationId",
      });
      sendUpstreamFailure(res, req.log, error, refused);
    }
  });
  return router;
}
