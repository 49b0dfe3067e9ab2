import { z } from "zod";
import { boundedAddressText } from "../../address/address-text";
import { message } from "../../forms/fields";

/** GET /api/order-handoff (ADR 0033): the chosen address and its nbn location id. */
export const orderHandoffQuerySchema = z.strictObject({
  // Checked before trimming: a line separator or an invisible format character has no place in
  // an address, wherever it sits.
  address: boundedAddressText(
    z
      .string({ error: "The address field is required." })
      .regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u, message.controlCharacters("address")),
    "address",
  ),
  locationId: z
    .string({ error: "The locationId field is required." })
    .regex(/^LOC\d{12}$/, "The locationId must be an nbn location id (LOC and 12 digits)."),
});
