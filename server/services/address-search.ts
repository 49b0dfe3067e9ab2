import type { AddressSuggestion } from "../../domain/address/address-suggestion";
import { ADDRESS_SOURCES, MAX_ADDRESS_ITEMS } from "../../domain/address/address-items";
import type { AddressResult } from "../../domain/address/address-schema";
import { ADDRESS_LOOKUP_SYSTEM, type AddressApiClient } from "../integrations/address-api";
import { UpstreamError } from "../integrations/http-client";

/**
 * GET /api/search/{address}: the address API's footprint first, its providers' live APIs when
 * the footprint finds nothing (docs/product.md §B4), at most six suggestions. The client's
 * look-ups are cached (server/integrations/cached-address-api.ts, ADR 0014).
 */
export interface AddressSearch {
  /** The address API's results, with the providers that reach each address. */
  find(text: string): Promise<AddressResult[]>;
  search(text: string): Promise<AddressSuggestion[]>;
}

export function createAddressSearch(addressApi: AddressApiClient): AddressSearch {
  const lookUp = async (fullText: string, source: string): Promise<AddressResult[]> => {
    const answer = await addressApi.searchAddresses({ fullText, source });
    // Its status tells the endpoint whose fault it is: a 401 our key's, a 422 the visitor's text.
    if (answer.status !== 200) {
      throw new UpstreamError(
        ADDRESS_LOOKUP_SYSTEM,
        "status",
        `answered ${answer.status}`,
        answer.status,
      );
    }
    return answer.body as AddressResult[];
  };

  const find = async (text: string): Promise<AddressResult[]> => {
    const fullText = text.trim().replace(/\s+/g, " ");
    let results: AddressResult[] = [];
    for (const source of ADDRESS_SOURCES) {
      results = await lookUp(fullText, source);
      if (results.length > 0) break;
    }
    return results;
  };

  return {
    find,
    async search(text) {
      const results = await find(text);
      return results.slice(0, MAX_ADDRESS_ITEMS).map(({ id, formattedAddress }) => ({
        id,
        label: formattedAddress,
        value: formattedAddress,
      }));
    },
  };
}
