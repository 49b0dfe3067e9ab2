import type { SqAnswer } from "../../domain/qualification/sq-summary-schema";
import { STORED_SPEED_DEFAULT } from "../../domain/qualification/sq-record";
import type { QualifiedAddress } from "../../domain/order/handoff-seal";
import type { FieldErrors } from "../../domain/validation/field-errors";
import type { AddressApiClient } from "../integrations/address-api";
import { UpstreamError } from "../integrations/http-client";
import type { AddressSearch } from "./address-search";

export const UNCONFIRMED_ADDRESS =
  "We could not confirm this address. Please check your address again before you order.";
export const NO_NBN_SERVICE =
  "This address has no nbn service to order. Please check your address again.";

const sameText = (a: string, b: string) =>
  a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * What the order hand-off seals (ADR 0033): the address qualified again, now, at the nbn
 * location the visitor's check found. The address must be one the address API lists for that
 * location, and the service class and line speed come from the qualification, never from the
 * browser. Field errors when the address or location does not hold up.
 */
export function createHandoffQualifier(
  addresses: AddressSearch,
  addressApi: AddressApiClient,
  brand: string,
) {
  return async function qualify(
    address: string,
    locationId: string,
  ): Promise<{ ok: true; facts: QualifiedAddress } | { ok: false; errors: FieldErrors }> {
    const results = await addresses.find(address);
    const listed = results.some(
      (result) =>
        sameText(result.formattedAddress, address) &&
        result.providers.some(
          (provider) => provider.name === "NBN" && provider.locationId === locationId,
        ),
    );
    if (!listed) return { ok: false, errors: { address: [UNCONFIRMED_ADDRESS] } };

    const answer = await addressApi.qualify({ nbn: locationId, brand });
    if (answer.status === 401) {
      throw new UpstreamError("service qualification", "status", "answered 401", 401);
    }
    const nbn = answer.status === 200 ? (answer.body as SqAnswer).sqSummary.nbn : undefined;
    if (!nbn) return { ok: false, errors: { locationId: [NO_NBN_SERVICE] } };
    return {
      ok: true,
      facts: {
        address,
        locationId,
        serviceClass: nbn.serviceClass,
        maxSpeed: nbn.maximumDownloadSpeed ?? STORED_SPEED_DEFAULT,
      },
    };
  };
}

export type HandoffQualifier = ReturnType<typeof createHandoffQualifier>;
