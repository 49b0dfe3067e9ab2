import { z } from "zod";
import { FORMATTED_ADDRESS_MAX_LENGTH } from "../address/address-schema";
import { openText, sealText } from "./sq-address-cipher";

/**
 * What the order hand-off's sq_address carries (ADR 0033): the address API's formatted address
 * (never the browser's text) with the nbn location it was qualified at, the qualification's
 * service class and line speed, and an expiry. The site seals it only for an address it has just
 * qualified, so the order site can trust the class and check the plan against it; a copied or
 * edited hand-off fails to open or has run out.
 */
export const HANDOFF_SEAL_TTL_MS = 30 * 60 * 1000;

const sealedHandoffSchema = z.strictObject({
  address: z.string().min(1).max(FORMATTED_ADDRESS_MAX_LENGTH),
  locationId: z.string().regex(/^LOC\d{12}$/),
  serviceClass: z.number().int().min(0).max(99),
  /** The line's maximum download speed (Mbps) from the qualification. */
  maxSpeed: z.number().int().min(0).max(10_000),
  expiresAt: z.iso.datetime(),
});

export type SealedHandoff = z.infer<typeof sealedHandoffSchema>;
export type QualifiedAddress = Omit<SealedHandoff, "expiresAt">;

export class HandoffSealError extends Error {
  constructor(readonly reason: "unreadable" | "expired") {
    super(
      reason === "expired"
        ? "the hand-off has expired: check the address again on the site"
        : "sq_address could not be opened with the hand-off key",
    );
  }
}

export async function sealHandoff(
  facts: QualifiedAddress,
  key: string,
  now = new Date(),
): Promise<string> {
  const expiresAt = new Date(now.getTime() + HANDOFF_SEAL_TTL_MS).toISOString();
  return sealText(JSON.stringify({ ...facts, expiresAt }), key);
}

/** The facts inside a hand-off; throws HandoffSealError when it is altered, foreign or expired. */
export async function openHandoff(
  sealed: string,
  key: string,
  now = new Date(),
): Promise<SealedHandoff> {
  let facts: SealedHandoff;
  try {
    facts = sealedHandoffSchema.parse(JSON.parse(await openText(sealed, key)));
  } catch {
    throw new HandoffSealError("unreadable");
  }
  if (Date.parse(facts.expiresAt) <= now.getTime()) throw new HandoffSealError("expired");
  return facts;
}
