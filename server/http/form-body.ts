import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { JSON_BODY_LIMIT } from "./json-body";

/**
 * The body of a plain form post (a lead form sent before the page's script started, ADR
 * 0025): URL-encoded (415 otherwise), within the API's size limit (413), never cached. The
 * answers are short plain text: only a hand-made request meets them, never a visitor's form.
 */
export function formBody(): (RequestHandler | ErrorRequestHandler)[] {
  const requireForm: RequestHandler = (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    if (!req.is("application/x-www-form-urlencoded")) {
      res
        .status(415)
        .type("text/plain")
        .send("Send the form as application/x-www-form-urlencoded.");
      return;
    }
    next();
  };
  const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
    const type = (error as { type?: string }).type;
    if (type === "entity.too.large") {
      res.status(413).type("text/plain").send(`The form is larger than ${JSON_BODY_LIMIT}.`);
    } else if (type === "encoding.unsupported" || type === "charset.unsupported") {
      res.status(415).type("text/plain").send("The form must be sent as UTF-8.");
    } else if (type === "parameters.too.many") {
      res.status(413).type("text/plain").send("The form has too many fields.");
    } else {
      next(error);
    }
  };
  return [
    requireForm,
    express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT, parameterLimit: 64 }),
    bodyErrors,
  ];
}
