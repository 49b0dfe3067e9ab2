import { Router, type RequestHandler } from "express";
import { API } from "../../domain/api/contracts";
import { GENERIC_ERROR, VALIDATION_MESSAGE } from "../../domain/forms/messages";
import type { QuoteReceipt } from "../../domain/quotes/quote-form";
import { quotePath, quotePdfPath } from "../../domain/quotes/quote-names";
import type { QuoteMaker } from "../services/quotes";
import { UpstreamError } from "../services/upstream";
import { sendJsonError } from "../http/json-error";
import { requalificationRefused } from "./address-gateway";
import { sourcePage } from "./leads";
import { sendUpstreamFailure } from "./upstream-failure";
import { sendValidationError } from "./validation";

/**
 * POST /api/quotes (ADR 0043): behind the lead forms' chain (rate limit, forgery check, JSON
 * body). 201 with where the quote lives (its email on its way through the outbox), 422 with
 * errors keyed by field (the address or plan included), 429 keyed by email once an address has
 * had its quote emails for the hour, 503 when it could not be stored or the address could not
 * be checked.
 */
export function quotesRouter(protect: RequestHandler[], createQuote: QuoteMaker): Router {
  const router = Router();
  router.post(API.quotes.path, ...protect, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      const outcome = await createQuote(req.body, {
        sourcePage: sourcePage(req),
        clientAddress: req.ip,
        userAgent: req.get("user-agent"),
        idempotencyKey: null,
        logger: req.log,
      });
      if (outcome.kind === "invalid") {
        sendValidationError(res, outcome.errors, VALIDATION_MESSAGE);
        return;
      }
      if (outcome.kind === "too-many-emails") {
        res.setHeader("Retry-After", "3600");
        sendValidationError(res, outcome.errors, undefined, 429);
        return;
      }
      if (outcome.kind === "failed") {
        res.setHeader("Retry-After", "5");
        sendJsonError(res, 503, GENERIC_ERROR);
        return;
      }
      const { quote } = outcome;
      const receipt: QuoteReceipt = {
        id: quote.id,
        reference: quote.reference,
        url: quotePath(quote.id),
        pdfUrl: quotePdfPath(quote.id),
        validUntil: quote.validUntil,
      };
      res.status(201).json(receipt);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const refused = requalificationRefused(error.system, {
        address: "address",
        location: "location_id",
      });
      sendUpstreamFailure(res, req.log, error, refused);
    }
  });
  return router;
}
