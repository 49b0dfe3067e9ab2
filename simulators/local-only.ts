import type { RequestHandler } from "express";
import { notFromThisMachine } from "../platform/loopback";

/**
 * The stand-ins' pages and calls that show or change data (the leads the CRM received, the
 * controls that make systems fail) answer only to a client on this machine (ADR 0072).
 */
export const localOnly: RequestHandler = (req, res, next) => {
  const why = notFromThisMachine(req);
  if (!why) {
    next();
    return;
  }
  res
    .status(403)
    .type("text/plain")
    .send(`The stand-ins' data and controls answer only on the machine they run on: ${why}.`);
};
