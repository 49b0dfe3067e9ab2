import type { OutgoingHttpHeaders } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** Extra origins a page may talk to, frame or post forms to (outside systems in production). */
export interface CspOrigins {
  connect: string[];
  frame: string[];
  formAction: string[];
}

export interface SecurityHeaders {
  /**
   * Every answer's protective headers, worked out once. Their CSP runs no inline script at
   * all: the API, assets and redirects have none.
   */
  headers: OutgoingHttpHeaders;
  /**
   * The Content-Security-Policy of a page whose inline scripts hash to these values (ADR 0019):
   * the page's own scripts run, and no other inline script can.
   */
  pagePolicy(scriptHashes: readonly string[]): string;
  /** Sets `headers` on every response of the general chain. */
  middleware: RequestHandler;
}

/** Runs a helmet middleware once against a stand-in response and keeps what it set. */
function harvest(middleware: ReturnType<typeof helmet>): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as never, res as never, () => undefined);
  return headers;
}

/**
 * helmet's headers, the same for every response, so they are built once rather than per
 * request. Styles allow inline attributes (carousels set transforms at run time); scripts only
 * come from this origin or, on a page, by the hash of each of its inline scripts.
 */
export function createSecurityHeaders(origins: CspOrigins, https: boolean): SecurityHeaders {
  const directives = (scriptHashes: readonly string[]) => ({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...origins.connect],
    "frame-src": ["'self'", ...origins.frame],
    "form-action": ["'self'", ...origins.formAction],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  });
  const headers = harvest(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: directives([]) },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  const entries = Object.entries(headers) as [string, string][];
  return {
    headers,
    pagePolicy: (scriptHashes) =>
      String(
        harvest(
          helmet.contentSecurityPolicy({
            useDefaults: false,
            directives: directives(scriptHashes),
          }) as ReturnType<typeof helmet>,
        )["content-security-policy"],
      ),
    middleware: (_req, res, next) => {
      for (const [name, value] of entries) res.setHeader(name, value);
      next();
    },
  };
}
