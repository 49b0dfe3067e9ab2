import { createHmac } from "node:crypto";

/**
 * An email address as a keyed hash (ADR 0043): enough to count the quote emails one address got
 * in the last hour, never enough to read the address back, even by hashing a list of them.
 */
export function recipientHasher(secret: string): (email: string) => string {
  return (email) =>
    createHmac("sha256", secret).update(`recipient:${email.trim().toLowerCase()}`).digest("hex");
}
