import { Router, type Request, type RequestHandler, type Response } from "express";
import { API, leadEndpoint } from "../../domain/api/contracts";
import { LEAD_FORMS } from "../../domain/forms/index";
import { IDEMPOTENCY_KEY } from "../../domain/leads/idempotency-key";
import { priceCheckerForms } from "../../domain/forms/price-checker-form";
import { validateLeadForm, type LeadFormDefinition } from "../../domain/forms/lead-form";
import { GENERIC_ERROR, VALIDATION_MESSAGE } from "../../domain/forms/messages";
import type { LeadSubmitter } from "../services/lead-submission";
import { sendJsonError } from "../http/json-error";
import { sendValidationError } from "./validation";

/** The page the form was on: the same-origin Referer's path (never its query: agent tokens). */
export function sourcePage(req: Request): string | null {
  const referer = req.get("referer");
  if (!referer) return null;
  try {
    return new URL(referer).pathname.slice(0, 2048);
  } catch {
    return null;
  }
}

/** The form's values, or null once a 422 with errors keyed by field has been sent. */
function validated(
  form: LeadFormDefinition,
  body: unknown,
  res: Response,
): Record<string, unknown> | null {
  const result = validateLeadForm(form, body);
  if (result.ok) return result.value as Record<string, unknown>;
  sendValidationError(res, result.errors, VALIDATION_MESSAGE);
  return null;
}

/**
 * POST /api/{form.endpoint} for a lead form, through the lead pipeline (`submitLead`: the
 * form's schema, then the durable intake): 201 once stored, 422 with errors keyed by field,
 * 409 for a key used by another form, 503 when storage failed. `protect` is the shared chain
 * every state-changing call passes first: rate limit, forgery check, JSON body.
 */
export function leadFormHandler(
  form: LeadFormDefinition,
  submitLead: LeadSubmitter,
): RequestHandler {
  return async (req, res) => {
    const key = req.get("idempotency-key") ?? null;
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
      // The form's errors come first, as for any other request.
      if (validated(form, req.body, res)) {
        sendJsonError(res, 400, "Idempotency-Key must be 8 to 128 letters, digits, '-' or '_'.");
      }
      return;
    }
    const outcome = await submitLead(form, req.body, {
      sourcePage: sourcePage(req),
      clientAddress: req.ip,
      userAgent: req.get("user-agent"),
      idempotencyKey: key,
      logger: req.log,
    });
    switch (outcome.kind) {
      case "invalid":
        sendValidationError(res, outcome.errors, VALIDATION_MESSAGE);
        return;
      case "stored":
        if (outcome.answer.replayed) res.setHeader("Idempotent-Replayed", "true");
        res.status(outcome.answer.status).type("application/json").send(outcome.answer.body);
        return;
      case "conflict":
        sendJsonError(res, 409, "This Idempotency-Key was already used for another form.");
        return;
      case "failed":
        // Nothing was acknowledged: the visitor sees the generic error and can send again.
        res.setHeader("Retry-After", "5");
        sendJsonError(res, 503, GENERIC_ERROR);
    }
  };
}

/**
 * The price checker asks whether its state is complete before any carrier is asked
 * (docs/product.md §A7): the same check as its lead, and nothing stored.
 */
function validationHandler(form: LeadFormDefinition): RequestHandler {
  return (req, res) => {
    if (validated(form, req.body, res)) res.json({ message: "The details are complete." });
  };
}

export function leadsRouter(protect: RequestHandler[], submitLead: LeadSubmitter): Router {
  const router = Router();
  router.post(
    API.validatePriceCheckerForm.path,
    ...protect,
    validationHandler(priceCheckerForms.priceChecker),
  );
  for (const form of LEAD_FORMS) {
    router.post(leadEndpoint(form).path, ...protect, leadFormHandler(form, submitLead));
  }
  return router;
}
