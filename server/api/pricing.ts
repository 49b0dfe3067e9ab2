import { Router, type RequestHandler, type Response } from "express";
import { z } from "zod";
import {
  CARRIER_KEYS,
  CARRIER_NAMES,
  ENTERPRISE_SPEEDS,
  PRICE_CHECKER_SPEEDS,
  type FibrePricingAnswer,
} from "../../domain/pricing/carriers";
import { MAX_LENGTH, message } from "../../domain/forms/fields";
import { fieldErrors } from "../../domain/validation/field-errors";
import { UpstreamError } from "../integrations/http-client";
import type { PricingService } from "../services/pricing-service";
import { sendUpstreamFailure, type UpstreamMessages } from "./upstream-failure";
import { sendValidationError } from "./validation";

/** The longest text input (docs/product.md §A5: other text inputs default to 255). */
const ADDRESS_MAX_LENGTH = MAX_LENGTH.text;

const required = (field: string, otherwise: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? message.required(field) : otherwise;

const address = z
  .string({ error: required("address", message.notText("address")) })
  .trim()
  .min(1, message.required("address"))
  .max(ADDRESS_MAX_LENGTH, message.tooLong("address", ADDRESS_MAX_LENGTH));

/**
 * A speed from the list, as a number or as its digits in a string: a form's select gives
 * text, a script gives a number, and both mean the same speed (ADR 0012).
 */
function speedOf<const T extends readonly number[]>(speeds: T) {
  const invalid = "The selected speed is invalid.";
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,5}$/)
          .transform(Number),
      ],
      {
        error: required("speed", invalid),
      },
    )
    .pipe(z.literal(speeds, { error: invalid }));
}

const fibreQuestion = z.strictObject({
  address,
  speed: speedOf(PRICE_CHECKER_SPEEDS),
  carrier: z.enum(CARRIER_KEYS, { error: required("carrier", "The selected carrier is invalid.") }),
});

const enterpriseQuestion = z.strictObject({ address, speed: speedOf(ENTERPRISE_SPEEDS) });

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
    "/get-fibre-pricing",
    ...protect,
    pricingHandler(
      fibreQuestion,
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
    "/get-enterprise-nbn-pricing",
    ...protect,
    pricingHandler(
      enterpriseQuestion,
      ({ address, speed }, signal) => pricing.priceEnterprise(address, speed, signal),
      ({ speed }) => ({ messages: failureMessages("Enterprise nbn"), context: { speed } }),
    ),
  );
  return router;
}
