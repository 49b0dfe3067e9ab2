import type { Request, Response } from "express";
import type { PreparedJson } from "../services/json-body";

/** Content changes only on deploy; shared caches may keep it briefly and revalidate by ETag. */
export const CONTENT_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

/** Sends a prepared JSON answer with its ETag, or 304 when the client already has it. */
export function sendPreparedJson(
  req: Request,
  res: Response,
  prepared: PreparedJson,
  cacheControl = CONTENT_CACHE_CONTROL,
): void {
  res.setHeader("ETag", prepared.etag);
  res.setHeader("Cache-Control", cacheControl);
  if (matchesEtag(req.headers["if-none-match"], prepared.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Vary", "Accept-Encoding");
  // Compressed once when prepared; the compression middleware leaves encoded bodies alone.
  if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
    res.setHeader("Content-Encoding", "gzip");
    res.end(prepared.gzipped);
  } else {
    res.end(prepared.body);
  }
}

/** The JSON error shape every /api answer uses: { message } (422s add { errors }). */
export function sendJsonError(res: Response, status: number, message: string): void {
  res.status(status).json({ message });
}
