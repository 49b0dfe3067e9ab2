import { createHash } from "node:crypto";

/** A JSON answer serialised once, with a strong ETag over its bytes. */
export interface PreparedJson {
  body: string;
  etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  const body = JSON.stringify(value);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, etag };
}
