import type { RequestHandler } from "express";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (how a dual-stack socket reports them). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, "");
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

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
