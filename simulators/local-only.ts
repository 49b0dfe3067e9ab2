import type { RequestHandler } from "express";
import { isLoopbackAddress } from "../platform/loopback";

/**
 * The stand-ins' pages and calls that show or change data (the leads the CRM received, the
 * controls that make systems fail) answer only to a client on this machine. The socket's own
 * address decides, never X-Forwarded-For, which any client can write.
 */
export const localOnly: RequestHandler = (req, res, next) => {
  if (isLoopbackAddress(req.socket.remoteAddress)) {
    next();
    return;
  }
  res
    .status(403)
    .type("text/plain")
    .send("The stand-ins' data and controls answer only on the machine they run on.");
};
