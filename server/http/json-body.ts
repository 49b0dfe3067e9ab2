import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { BODY_LIMIT_KB } from "../../domain/api/body-limit";
import { sendJsonError } from "./json-error";

/** The request body limit shared with the pages' form posts (domain/api/body-limit.ts). */
export const JSON_BODY_LIMIT = `${BODY_LIMIT_KB}kb`;

/**
 * A POST body must be JSON (415 otherwise), at most JSON_BODY_LIMIT (413) and well formed
 * (400). Each answer is the API's JSON error shape with a message a developer can act on.
 */
export function jsonBody(): RequestHandler[] {
  const requireJson: RequestHandler = (req, res, next) => {
    if (!req.is("application/json")) {
      sendJsonError(res, 415, "Send the form as JSON (Content-Type: application/json).");
      return;
    }
    next();
  };
  return [requireJson, express.json({ limit: JSON_BODY_LIMIT, strict: false })];
}

/** Turns the body parser's failures into the API's JSON answers. */
export const jsonBodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const type = (error as { type?: string }).type;
  if (type === "entity.too.large") {
    sendJsonError(res, 413, `The request body is larger than ${JSON_BODY_LIMIT}.`);
  } else if (type === "entity.parse.failed") {
    sendJsonError(res, 400, "The request body is not valid JSON.");
  } else if (type === "encoding.unsupported" || type === "charset.unsupported") {
    sendJsonError(res, 415, "The request body must be UTF-8 JSON.");
  } else {
    next(error);
  }
};
