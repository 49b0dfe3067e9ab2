import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

/** A JSON answer serialised and compressed once, with a strong ETag over its bytes. */
export interface PreparedJson {
  body: Buffer;
  gzipped: Buffer;
  etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, gzipped: gzipSync(body, { level: 9 }), etag };
}
