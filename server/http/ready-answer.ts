import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { preferredEncoding, type Encoding } from "./encoding";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An answer that is the same for everyone until the next deploy (a cached page, a content
 * JSON), kept ready to send (ADR 0019): its body in each encoding, a strong ETag per encoding,
 * and every header, worked out once. Sending it compresses nothing and builds no header.
 */
export interface ReadyAnswer {
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
  /** Every header but the encoding's own (Content-Encoding, ETag, Content-Length). */
  headers: OutgoingHttpHeaders;
  /** Every header of the answer in each encoding, as the flat list `writeHead` takes. */
  wire: Record<Encoding, string[]>;
  /** The same for a 304: no Content-Encoding or Content-Length, since no body goes. */
  notModified: Record<Encoding, string[]>;
}

/** Headers as `writeHead`'s flat list: name, value, name, value. */
function flatHeaders(headers: OutgoingHttpHeaders): string[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).flatMap((each) => [name, String(each)]),
  );
}

/** Headers that belong to one response, never to an answer kept for the next visitor. */
const PER_RESPONSE = new Set([
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "set-cookie",
  "transfer-encoding",
  "x-request-id",
  "x-page-cache",
]);

export interface AnswerParts {
  body: Buffer;
  /** The answer's headers (security headers, Content-Type...); per-response ones are dropped. */
  headers: OutgoingHttpHeaders;
  cacheControl: string;
  compression?: Compression;
}

/**
 * best: the smallest bodies, for answers kept until the next deploy (pages, content);
 * fast: for answers made while a visitor waits (one per search term);
 * provisional: fast, for an answer whose smallest form (`smallestAnswer`) will take its place.
 */
export type Compression = "best" | "fast" | "provisional";

const FAST = { brotli: 5, gzip: 6 };
const LEVELS: Record<Compression, { brotli: number; gzip: number }> = {
  best: { brotli: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION },
  fast: FAST,
  provisional: FAST,
};

/** Compresses once (off the event loop) and fixes the headers. */
export async function prepareReadyAnswer({
  body,
  headers,
  cacheControl,
  compression = "best",
}: AnswerParts): Promise<ReadyAnswer> {
  const level = LEVELS[compression];
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level.brotli,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: level.gzip }),
  ]);
  const digest = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !PER_RESPONSE.has(name.toLowerCase())) {
      kept[name.toLowerCase()] = value;
    }
  }
  kept["cache-control"] = cacheControl;
  kept.vary = "Accept-Encoding";
  const bodies: Record<Encoding, Buffer> = { br, gzip: gz, identity: body };
  // One ETag per encoding: each is a different byte sequence (RFC 9110, 8.8.3). A provisional
  // body gives way to the same content compressed smallest (ADR 0058): other bytes, so its tag
  // is weak, and a browser holding it still gets a 304 from the smallest.
  const weak = compression === "provisional" ? "W/" : "";
  const etags = {
    br: `${weak}"${digest}-br"`,
    gzip: `${weak}"${digest}-gz"`,
    identity: `"${digest}"`,
  };
  const notModified = (encoding: Encoding) => [...flatHeaders(kept), "etag", etags[encoding]];
  const wire = (encoding: Encoding) => [
    ...notModified(encoding),
    ...(encoding === "identity" ? [] : ["content-encoding", encoding]),
    "content-length",
    String(bodies[encoding].length),
  ];
  return {
    bodies,
    etags,
    headers: kept,
    wire: { br: wire("br"), gzip: wire("gzip"), identity: wire("identity") },
    notModified: {
      br: notModified("br"),
      gzip: notModified("gzip"),
      identity: notModified("identity"),
    },
  };
}

/** The same answer with its bodies compressed as small as they go, for a provisional one. */
export function smallestAnswer(answer: ReadyAnswer): Promise<ReadyAnswer> {
  return prepareReadyAnswer({
    body: answer.bodies.identity,
    headers: answer.headers,
    cacheControl: String(answer.headers["cache-control"]),
    compression: "best",
  });
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** If-None-Match compares weakly (RFC 9110, 13.1.2): W/ prefixes aside. */
function matches(ifNoneMatch: string, answer: ReadyAnswer): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  const held = new Set(ifNoneMatch.split(",").map(opaque));
  return Object.values(answer.etags).some((etag) => held.has(opaque(etag)));
}

/**
 * Sends a ready answer in the encoding the request prefers, or 304 when the client holds any
 * of its representations, with headers listed once when the answer was made, and this
 * response's own (`perResponse`, a flat list). Headers other middleware set stay (the request
 * id, say).
 */
export function sendReadyAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: ReadyAnswer,
  { status = 200, perResponse }: { status?: number; perResponse?: string[] } = {},
): void {
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const ifNoneMatch = req.headers["if-none-match"];
  const notModified = ifNoneMatch !== undefined && matches(ifNoneMatch, answer);
  const headers = notModified ? answer.notModified[encoding] : answer.wire[encoding];
  res.writeHead(notModified ? 304 : status, perResponse ? headers.concat(perResponse) : headers);
  res.end(notModified || req.method === "HEAD" ? undefined : answer.bodies[encoding]);
}
