import { Router, type RequestHandler, type Response } from "express";
import type { z } from "zod";
import { API } from "../../domain/api/contracts";
import {
  enterprisePricingBodySchema,
  fibrePricingBodySchema,
} from "../../domain/api/schemas/pricing";
import { CARRIER_NAMES, type FibrePricingAnswer } from "../../domain/pricing/carriers";
import { fieldErrors } from "../../domain/validation/field-errors";
import { UpstreamError } from "../services/upstream";
import type { PricingService } from "../services/pricing-service";
import { sendUpstreamFailure, type UpstreamMessages } from "./upstream-failure";
import { sendValidationError } from "./validation";

const failureMessages = (name: string): UpstreamMessages => ({
  unavailable: `${name} pricing is not available right now. Please try again shortly.`,
  timeout: `${name} took too long to answer. Please try again.`,
});

/** Aborted when the visitor goes away, so a carrier call nobody waits for stops too. */
function abortOnHangUp(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * One pricing call: the question checked (422 by field), the answer sent, or the carrier's
 * failure as this call's 502 (504 on its timeout) and no other row's.
 */
function pricingHandler<S extends z.ZodType>(
  schema: S,
  ask: (question: z.infer<S>, signal: AbortSignal) => Promise<unknown>,
  failure: (question: z.infer<S>) => {
    messages: UpstreamMessages;
    context: Record<string, unknown>;
  },
): RequestHandler {
  return async (req, res) => {
    const question = schema.safeParse(req.body);
    if (!question.success) {
      sendValidationError(res, fieldErrors(question.error));
      return;
    }
    const signal = abortOnHangUp(res);
    try {
      const answer = await ask(question.data, signal);
      res.setHeader("Cache-Control", "no-store");
      res.json(answer);
    } catch (error) {
      if (signal.aborted) return;
      if (!(error instanceof UpstreamError)) throw error;
      const { messages, context } = failure(question.data);
      sendUpstreamFailure(res, req.log, error, messages, context);
    }
  };
}

/**
 * POST /api/get-fibre-pricing (one carrier per call: the browser sends six at once) and
 * POST /api/get-enterprise-nbn-pricing, behind the same rate limit, forgery check and JSON
 * body rules as every POST, with a limit of their own (ADR 0015).
 */
export function pricingRouter(protect: RequestHandler[], pricing: PricingService): Router {
  const router = Router();
  router.post(
    API.fibrePricing.path,
    ...protect,
    pricingHandler(
      fibrePricingBodySchema,
      async ({ address, speed, carrier }, signal): Promise<FibrePricingAnswer> => ({
        data: { [carrier]: await pricing.price(address, speed, carrier, signal) },
      }),
      ({ speed, carrier }) => ({
        messages: failureMessages(CARRIER_NAMES[carrier]),
        context: { carrier, speed },
      }),
    ),
  );
  router.post(
    API.enterprisePricing.path,
    ...protect,
    pricingHandler(
      enterprisePricingBodySchema,
      ({ address, speed }, signal) => pricing.priceEnterprise(address, speed, signal),
      ({ speed }) => ({ messages: failureMessages("Enterprise nbn"), context: { speed } }),
    ),
  );
  return router;
}
