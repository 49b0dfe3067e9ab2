/**
 * How a lead delivery proves it came from the site (ADR 0011): HMAC-SHA256 over
 * "{timestamp}.{body}" under the shared CRM secret, sent as
 * `X-Tidewire-Signature: t={timestamp},v1={hex}`. Web Crypto, so the site and its CRM stand-in
 * share this one implementation.
 */
export const SIGNATURE_HEADER = "x-tidewire-signature";
/** A receiver refuses signatures older than this (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();
// Importing a key costs more than signing with it: one per secret, kept.
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = globalThis.crypto.subtle.importKey(
      "raw",
      encoder.encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    keys.set(secret, key);
  }
  return key;
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const signature = await globalThis.crypto.subtle.sign(
    "HMAC",
    await keyFor(secret),
    encoder.encode(text),
  );
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  );
}

export async function signWebhook(
  secret: string,
  body: string,
  timestampSeconds: number,
): Promise<string> {
  return `t=${timestampSeconds},v1=${await hmacHex(secret, `${timestampSeconds}.${body}`)}`;
}

export type SignatureCheck = "valid" | "malformed" | "mismatch" | "stale";

export async function checkWebhookSignature(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds: number,
): Promise<SignatureCheck> {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? "");
  if (!match) return "malformed";
  const timestamp = Number(match[1]);
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return "stale";
  const expected = await hmacHex(secret, `${timestamp}.${body}`);
  // Both are 64 hex characters: compare every one so timing says nothing.
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) {
    difference |= expected.charCodeAt(i) ^ match[2]!.charCodeAt(i);
  }
  return difference === 0 ? "valid" : "mismatch";
}
