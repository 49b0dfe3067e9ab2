import type { SqAnswer } from "../../domain/qualification/sq-summary-schema";
import { deriveSqRecord, type SqRecord } from "../../domain/qualification/sq-record";
import type { QualifiedAddress } from "../../domain/order/handoff-seal";
import type { FieldErrors } from "../../domain/validation/field-errors";
import { QUALIFICATION_SYSTEM, type AddressApiClient } from "../integrations/address-api";
import { UpstreamError } from "../integrations/http-client";
import type { AddressSearch } from "./address-search";

export const UNCONFIRMED_ADDRESS =
  "We could not confirm this address. Please check your address again before you order.";
export const NO_NBN_SERVICE =
  "This address has no nbn service to order. Please check your address again.";

/**
 * The same address whatever case or spacing the visitor's text has. NFKC folds what an input
 * method types (the ideographic space, full-width digits) into the characters the API uses;
 * \s then covers every Unicode space. Loose on purpose: what is sealed is the API's text.
 */
const comparable = (text: string) =>
  text.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();

/**
 * What the order hand-off seals (ADR 0033): the address qualified again, now, at the nbn
 * location the visitor's check found. The address must be one the address API lists for that
 * location, and what is sealed is the API's own text for it, never the browser's; the service
 * class and line speed come from the qualification. Field errors when the address or location
 * does not hold up. The whole qualification record comes too, derived as the journeys derive
 * it, for what else a journey decides on (Flip to Fibre's upgrade date).
 */
export function createHandoffQualifier(
  addresses: AddressSearch,
  addressApi: AddressApiClient,
  brand: string,
) {
  return async function qualify(
    address: string,
    locationId: string,
  ): Promise<
    { ok: true; facts: QualifiedAddress; record: SqRecord } | { ok: false; errors: FieldErrors }
  > {
    const asked = comparable(address);
    const listed = (await addresses.find(address)).find(
      (result) =>
        comparable(result.formattedAddress) === asked &&
        result.providers.some(
          (provider) => provider.name === "NBN" && provider.locationId === locationId,
        ),
    );
    if (!listed) return { ok: false, errors: { address: [UNCONFIRMED_ADDRESS] } };

    const answer = await addressApi.qualify({ nbn: locationId, brand });
    if (answer.status === 401) {
      throw new UpstreamError(QUALIFICATION_SYSTEM, "status", "answered 401", 401);
    }
    const summary = answer.status === 200 ? (answer.body as SqAnswer).sqSummary : undefined;
    if (!summary?.nbn) return { ok: false, errors: { locationId: [NO_NBN_SERVICE] } };
    const record = deriveSqRecord(summary, {
      address: { address: listed.formattedAddress, locationId, name: "NBN" },
      now: new Date(),
    });
    return {
      ok: true,
      facts: {
        address: listed.formattedAddress,
        locationId,
        serviceClass: summary.nbn.serviceClass,
        maxSpeed: record.maxSpeed,
      },
      record,
    };
  };
}

export type HandoffQualifier = ReturnType<typeof createHandoffQualifier>;
