import type { IncomingMessage } from "node:http";

/**
 * 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (how a dual-stack socket reports them).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, "");
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** A host name this machine alone answers to. */
function isLoopbackName(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare.endsWith(".localhost") || isLoopbackAddress(bare);
}

/** Whether `host` (a Host header, or an Origin's host) is a loopback name on `port`. */
function isLocalHost(host: string | undefined, port: number | undefined): boolean {
  const url = host ? URL.parse(`http://${host}`) : null;
  if (!url || !isLoopbackName(url.hostname)) return false;
  return Number(url.port || 80) === port;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Why a request is not from this machine, or null when it is (ADR 0072): what answers only on
 * this machine (the stand-ins' data and controls, the demo's content editor) asks the socket,
 * the client address the proxy settings trust (`ip`: a trusted X-Forwarded-For names a client
 * elsewhere), the Host (a loopback name on the port it came in on: a DNS-rebinding page sends
 * its own name), and, for a request that changes something, the Origin (none, from a tool, or
 * this same loopback origin, never another page's). X-Forwarded-For alone is never believed.
 */
export function notFromThisMachine(req: IncomingMessage & { ip?: string }): string | null {
  if (!isLoopbackAddress(req.socket.remoteAddress)) return "its connection comes from elsewhere";
  if (req.ip !== undefined && !isLoopbackAddress(req.ip)) return "it came through a proxy";
  if (!isLocalHost(req.headers.host, req.socket.localPort)) {
    return "its Host is not this machine on this port";
  }
  const origin = req.headers.origin;
  if (!SAFE_METHODS.has(req.method ?? "") && origin !== undefined) {
    const url = URL.parse(origin);
    if (!url || !isLocalHost(url.host, req.socket.localPort)) return "another page sent it";
  }
  return null;
}
