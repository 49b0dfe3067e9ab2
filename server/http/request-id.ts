import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * This process's ids: a random prefix drawn once (72 bits, so two nodes never share one) and a
 * counter, where a UUID per request cost a call into the random source on every answer.
 */
const PROCESS_PREFIX = randomBytes(9).toString("base64url");
let issued = 0;

/** A fresh id, unique across processes and nodes: `{process prefix}-{counter, base 36}`. */
export function newRequestId(): string {
  issued += 1;
  return `${PROCESS_PREFIX}-${issued.toString(36)}`;
}

/**
 * A request's id: the one a trusted proxy (TRUST_PROXY) sent, so logs join up across hops, or
 * a fresh one. Any other client's is replaced, so nobody can plant an id that ties their
 * request to someone else's in the logs.
 */
export function requestIdFor(
  req: IncomingMessage,
  fromTrustedProxy: (address: string) => boolean,
): string {
  const incoming = req.headers["x-request-id"];
  const peer = req.socket.remoteAddress;
  return typeof incoming === "string" &&
    SAFE_REQUEST_ID.test(incoming) &&
    peer !== undefined &&
    fromTrustedProxy(peer)
    ? incoming
    : newRequestId();
}
