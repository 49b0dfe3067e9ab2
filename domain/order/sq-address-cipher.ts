/**
 * The cipher of the order hand-off's sq_address: text sealed with AES-256-GCM under
 * ORDER_HANDOFF_KEY, sent as base64url of iv (12 bytes), tag (16 bytes) and ciphertext. The
 * site seals and the order site opens; the browser never holds the key. Web Crypto, so the
 * server and the order-site stand-in share this one module. What the text holds is
 * handoff-seal.ts's business.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function importKey(keyBase64Url: string): Promise<CryptoKey> {
  const raw = fromBase64Url(keyBase64Url);
  if (raw.length !== 32) throw new Error("the hand-off key must be 32 bytes");
  return crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
}

export async function sealText(text: string, keyBase64Url: string): Promise<string> {
  const key = await importKey(keyBase64Url);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  // Web Crypto appends the tag to the ciphertext; the wire format puts it first.
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: "AES-GCM", iv, tagLength: TAG_BYTES * 8 },
      key,
      new TextEncoder().encode(text),
    ),
  );
  const ciphertext = sealed.subarray(0, sealed.length - TAG_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const out = new Uint8Array(IV_BYTES + TAG_BYTES + ciphertext.length);
  out.set(iv, 0);
  out.set(tag, IV_BYTES);
  out.set(ciphertext, IV_BYTES + TAG_BYTES);
  return toBase64Url(out);
}

/** The text inside a sealed value; throws when it was altered or sealed under another key. */
export async function openText(sealed: string, keyBase64Url: string): Promise<string> {
  const bytes = fromBase64Url(sealed);
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error("sealed value too short");
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const ciphertext = bytes.subarray(IV_BYTES + TAG_BYTES);
  const joined = new Uint8Array(ciphertext.length + TAG_BYTES);
  joined.set(ciphertext, 0);
  joined.set(tag, ciphertext.length);
  const key = await importKey(keyBase64Url);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv, tagLength: TAG_BYTES * 8 },
    key,
    joined,
  );
  return new TextDecoder("utf-8", { fatal: true }).decode(plain);
}
