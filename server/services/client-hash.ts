import { createHmac } from "node:crypto";

/**
 * A client address as a keyed hash: the same visitor links up across leads and quote emails,
 * but the address cannot be recovered by hashing every IPv4 address.
 */
export function clientHasher(secret: string): (address: string | undefined) => string | null {
  return (address) => (address ? createHmac("sha256", secret).update(address).digest("hex") : null);
}
