import type { IncomingMessage, ServerResponse } from "node:http";

/** A host name (RFC 1123 labels), an IPv4 address, or an IPv6 one in brackets, and a port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Checks what a client names before anything reads it (ADR 0028): the Host header must be a
 * host and port, and the request target a path, or an absolute URL of this same host, which is
 * then read as its path. React Router builds a URL from both, and a target or Host it cannot
 * build one from was a 500; here it is the client's 400, in plain text, with no error logged.
 * Answers whether it refused the request.
 */
export function refuseMalformedTarget(req: IncomingMessage, res: ServerResponse): boolean {
  const host = req.headers.host;
  if (host !== undefined && !HOST.test(host)) {
    return refuse(res, "The Host header is not a host name and port.");
  }
  const target = req.url ?? "";
  if (target.startsWith("/")) return false;
  const url = URL.parse(target);
  const sameHost =
    url !== null &&
    (url.protocol === "http:" || url.protocol === "https:") &&
    host !== undefined &&
    url.host.toLowerCase() === host.toLowerCase();
  if (!sameHost) return refuse(res, "The request target is not a path of this site.");
  req.url = `${url.pathname}${url.search}`;
  return false;
}

function refuse(res: ServerResponse, message: string): true {
  res.writeHead(400, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  res.end(message);
  return true;
}
