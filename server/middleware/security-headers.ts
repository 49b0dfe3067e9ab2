import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

declare module "express-serve-static-core" {
  interface Locals {
    cspNonce: string;
  }
}

/** Extra origins a page may talk to, frame or post forms to (outside systems in production). */
export interface CspOrigins {
  connect: string[];
  frame: string[];
  formAction: string[];
}

/**
 * A fresh nonce per request; every script React Router renders carries it, so no other
 * script can run. Styles allow inline attributes (carousels set transforms at run time).
 */
export function securityHeaders(origins: CspOrigins, https: boolean): RequestHandler[] {
  const assignNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          (_req, res) =>
            `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
        ],
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
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return [assignNonce, headers];
}
