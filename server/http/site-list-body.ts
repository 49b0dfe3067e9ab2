import express, { type RequestHandler } from "express";
import { MAX_UPLOAD_BYTES } from "../../domain/multi-site/uploaded-text";
import { sendJsonError } from "./json-error";

/** The types a site list arrives as: JSON from a script or the page, a CSV file, pasted text. */
export const SITE_LIST_TYPES = ["application/json", "text/csv", "text/plain"] as const;

const LIMIT_KB = MAX_UPLOAD_BYTES / 1024;
export const SITE_LIST_TOO_LARGE = `The list is larger than ${LIMIT_KB} KB. Send at most 50 sites, one address a line.`;

const raw = express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES });

/**
 * A multi-site check's body (ADR 0074), read as bytes up to the upload limit so the route can
 * tell a binary file or text that is not UTF-8 from a list: 415 for another type, 413 with the
 * limit for a larger body.
 */
export function siteListBody(): RequestHandler {
  return (req, res, next) => {
    if (!req.is([...SITE_LIST_TYPES])) {
      sendJsonError(
        res,
        415,
        "Send the sites as JSON (application/json), or the list as a CSV file (text/csv) or text (text/plain).",
      );
      return;
    }
    raw(req, res, (error?: unknown) => {
      const type = (error as { type?: string } | undefined)?.type;
      if (type === "entity.too.large") sendJsonError(res, 413, SITE_LIST_TOO_LARGE);
      else next(error);
    });
  };
}
