import type { AddressApiClient } from "../integrations/address-api";

/**
 * The look-ups the browser makes through the gateway (server/api/address-gateway.ts, ADR 0030):
 * the address API's search and its service qualification, behind the answer cache
 * (server/integrations/cached-address-api.ts, ADR 0014). Upstream's own answers (a 422 or 401)
 * come back as they were given; any other failure is an UpstreamError (./upstream).
 */
export type AddressLookups = Pick<AddressApiClient, "searchAddresses" | "qualify">;
