import { createHmac } from "node:crypto";
import { mailboxOf } from "../../domain/forms/mailbox";

/**
 * An email address's mailbox as a keyed hash (ADR 0043, 0072): enough to count the quote emails
 * one mailbox got in the last hour, however its address was spelt (`mailboxOf`), never enough
 * to read the address back, even by hashing a list of them.
 */
export function recipientHasher(secret: string): (email: string) => string {
  return (email) =>
    createHmac("sha256", secret)
      .update(`recipient:${mailboxOf(email)}`)
      .digest("hex");
}
