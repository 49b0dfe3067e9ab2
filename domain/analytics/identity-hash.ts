/**
 * Analytics events never carry raw identity: each field is normalised then SHA-256 hashed,
 * the convention ad platforms use for matching (lowercase, trimmed, phone in E.164).
 */

export interface IdentityFields {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

export interface HashedIdentity {
  hashed_first_name?: string;
  hashed_last_name?: string;
  hashed_email?: string;
  hashed_phone?: string;
}

export function normaliseName(value: string): string {
  return value.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");
}

export function normaliseEmail(value: string): string {
  return value.normalize("NFKC").trim().toLowerCase();
}

/**
 * Australian numbers become E.164 (+61 without the trunk 0): "0491 570 006" -> "+61491570006".
 * Numbers already in international form keep their country code; anything else keeps its digits.
 */
export function normalisePhone(value: string): string {
  const compact = value.replace(/[\s().-]/g, "");
  if (/^\+\d+$/.test(compact)) return compact;
  if (/^0061\d{9}$/.test(compact)) return `+${compact.slice(2)}`;
  if (/^61[2-478]\d{8}$/.test(compact)) return `+${compact}`;
  if (/^0[2-478]\d{8}$/.test(compact)) return `+61${compact.slice(1)}`;
  if (/^[2-478]\d{8}$/.test(compact)) return `+61${compact}`;
  return compact.replace(/\D/g, "");
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Hashes the fields that are present and non-empty; absent fields stay absent. */
export async function hashIdentity(fields: IdentityFields): Promise<HashedIdentity> {
  const entries: [keyof HashedIdentity, string | undefined, (v: string) => string][] = [
    ["hashed_first_name", fields.firstName, normaliseName],
    ["hashed_last_name", fields.lastName, normaliseName],
    ["hashed_email", fields.email, normaliseEmail],
    ["hashed_phone", fields.phone, normalisePhone],
  ];
  const result: HashedIdentity = {};
  for (const [key, raw, normalise] of entries) {
    const normalised = raw === undefined ? "" : normalise(raw);
    if (normalised !== "") result[key] = await sha256Hex(normalised);
  }
  return result;
}
