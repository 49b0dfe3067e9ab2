import { z } from "zod";
import { ADDRESS_TEXT_MAX_LENGTH } from "./address-text";
import { PROVIDER_KEYS } from "./providers";

/**
 * The address API's answer to GET /v2/address (docs/product.md §B3 and §B7): a list of raw
 * results, each an address and the providers that reach it. `id` is the address's G-NAF id.
 * Server and stand-in only: the browser imports the types, never zod.
 */
export const providerKeySchema = z.enum(PROVIDER_KEYS);

/**
 * The longest formatted address the site takes from the API (and seals for the order site):
 * the longest text the API searches, since a chosen address is searched again at the hand-off.
 */
export const FORMATTED_ADDRESS_MAX_LENGTH = ADDRESS_TEXT_MAX_LENGTH;

export const addressResultSchema = z.object({
  id: z.string().min(1).max(64),
  formattedAddress: z.string().min(1).max(FORMATTED_ADDRESS_MAX_LENGTH),
  providers: z
    .array(z.object({ locationId: z.string().min(1).max(64), name: providerKeySchema }))
    .min(1),
});

export const addressAnswerSchema = z.array(addressResultSchema).max(50);

export type AddressResult = z.infer<typeof addressResultSchema>;
