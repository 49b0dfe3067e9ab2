import { z } from "zod";
import { ADDRESS_MIN_LENGTH } from "../../address/address-items";
import { boundedAddressText } from "../../address/address-text";

/**
 * GET /api/search/{address}: the search box's own start (more than 4 characters), within what
 * the address API accepts.
 */
export const addressSearchParamsSchema = z.object({
  address: boundedAddressText(z.string(), "address", ADDRESS_MIN_LENGTH),
});
