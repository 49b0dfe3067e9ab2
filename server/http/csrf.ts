import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { CSRF_COOKIE, CSRF_HEADER } from "../../domain/forms/forgery-token";
import { sendJsonError } from "./json-error";

/**
 * Forgery protection for state-changing API calls (ADR 0003): a double-submit token (the
 * XSRF-TOKEN cookie must equal the X-XSRF-TOKEN header) plus an Origin check. Stateless, so any
 * node verifies any request.
 */
export const CSRF_EXPIRED_MESSAGE =
  "This page has expired. Please refresh the page and send the form again.";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const TOKEN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

function readCookie(req: Request, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function issueToken(res: Response, secure: boolean): string {
  const token = randomBytes(32).toString("base64url");
  res.cookie(CSRF_COOKIE, token, {
    path: "/",
    sameSite: "lax",
    secure,
    // The page's script reads it to send it back in the header.
    httpOnly: false,
    maxAge: TOKEN_MAX_AGE_SECONDS * 1000,
  });
  return token;
}

/**
 * GET /api/csrf: hands the browser a token. Pages themselves set no cookie, so they stay
 * cacheable (ADR 0007); the form engine asks for a token when a form first appears.
 */
export function csrfTokenEndpoint(secure: boolean): RequestHandler {
  return (req, res) => {
    const existing = readCookie(req, CSRF_COOKIE);
    if (!existing || !TOKEN.test(existing)) issueToken(res, secure);
    res.setHeader("Cache-Control", "no-store");
    res.status(204).end();
  };
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The Origin (or, failing that, the Referer's origin) a browser sent with the request. */
function senderOrigin(req: Request): string | null {
  // An Origin that is there decides alone ("null" from a sandboxed frame fails); only a
  // request without one falls back to its Referer.
  const header = req.get("origin");
  return header ? originOf(header) : originOf(req.get("referer"));
}

/**
 * The origin the request was addressed to, as React Router builds its request.url: the
 * forwarded host and scheme when the proxy is trusted, else the Host header.
 */
function addressedOrigin(req: Request): string | null {
  return originOf(`${req.protocol}://${req.host}`);
}

/**
 * An API call must come from the site's public origin or the origin the request itself was
 * addressed to: a browser never lets another site set either.
 */
function fromOwnOrigin(req: Request, publicOrigin: string): boolean {
  const origin = senderOrigin(req);
  return origin !== null && (origin === publicOrigin || origin === addressedOrigin(req));
}

export function verifyCsrf(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    const cookie = readCookie(req, CSRF_COOKIE);
    const header = req.get(CSRF_HEADER);
    if (
      !cookie ||
      !header ||
      !TOKEN.test(cookie) ||
      !sameToken(cookie, header) ||
      !fromOwnOrigin(req, publicOrigin)
    ) {
      req.log?.warn({ path: req.path }, "forgery check failed");
      sendJsonError(res, 419, CSRF_EXPIRED_MESSAGE);
      return;
    }
    next();
  };
}

/**
 * The forgery check of a plain form post (ADR 0025). Pages are byte-stable and cached, so no
 * form can carry a per-visitor token; every browser sends Origin on a POST, and a post from
 * another site (or none) is refused (403) before the body is read.
 */
export function verifyFormOrigin(): RequestHandler {
  return (req, res, next) => {
    // The page's action is React Router's, which refuses (and logs as a fault) any post whose
    // Origin is not the origin it was addressed to; the same rule here answers it as a refusal.
    const origin = senderOrigin(req);
    if (origin === null || origin !== addressedOrigin(req)) {
      req.log?.warn({ path: req.path }, "form post from another origin refused");
      res
        .status(403)
        .type("text/plain")
        .send("This form can only be sent from its page on this site. Please open the page again.");
      return;
    }
    next();
  };
}
