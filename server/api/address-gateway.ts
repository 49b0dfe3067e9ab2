import { Router } from "express";
import { API } from "../../domain/api/contracts";
import {
  addressQuerySchema,
  qualificationQuerySchema,
} from "../../domain/api/schemas/address-gateway";
import { fieldErrors } from "../../domain/validation/field-errors";
import type { AddressLookups } from "../services/address-lookups";
import { QUALIFICATION_SYSTEM, UpstreamError } from "../services/upstream";
import { sendUpstreamFailure, type UpstreamMessages } from "./upstream-failure";
import { sendValidationError } from "./validation";

/**
 * The browser's way to the address API and the service-qualification gateway (docs/product.md §C6):
 * the same paths and parameters as upstream, under /api, so the API key stays on the server. Thin
 * on purpose: it refuses oversized, repeated or unknown parameters, and address text outside the
 * bounds upstream accepts (domain/address/address-text.ts), and leaves the other rules to
 * upstream, whose 422 and 401 answers pass through unchanged. Upstream refusing what a visitor
 * sent in another way (a 400, 413 or 414) is a 422 on the field; an unknown location (upstream's
 * 404) is a 404; any other upstream failure becomes a clean 502 (or 504 on a timeout), logged
 * with the system and the kind of failure.
 */
const ADDRESS_SERVICE_FAILURE: UpstreamMessages = {
  unavailable: "The address service is not available right now. Please try again shortly.",
  timeout: "The address service took too long to answer. Please try again.",
  notFound:
    "We could not find that address in the service records. Please search for it again, or call us.",
};

/**
 * The address service's failures for a request that carried the visitor's address text, or
 * location ids, in `field`: its refusal of them is the visitor's 422 there.
 */
export const addressRefused = (field: string): UpstreamMessages => ({
  ...ADDRESS_SERVICE_FAILURE,
  refused: {
    field,
    message: "The address service could not accept this address. Please check it and try again.",
  },
});
export const locationRefused = (field: string): UpstreamMessages => ({
  ...ADDRESS_SERVICE_FAILURE,
  refused: {
    field,
    message:
      "The address service could not accept this location. Please search for your address again.",
  },
});

/**
 * A failure while an address is qualified again (the order hand-off, a quote): the search
 * carried the address, in `fields.address`, the qualification the location id.
 */
export const requalificationRefused = (
  system: string,
  fields: { address: string; location: string },
): UpstreamMessages =>
  system === QUALIFICATION_SYSTEM
    ? locationRefused(fields.location)
    : addressRefused(fields.address);

export function addressGatewayRouter(addressApi: AddressLookups): Router {
  const router = Router();

  router.get(API.addresses.path, async (req, res) => {
    const query = addressQuerySchema.safeParse(req.query);
    if (!query.success) {
      sendValidationError(res, fieldErrors(query.error));
      return;
    }
    try {
      const answer = await addressApi.searchAddresses(query.data);
      // The same words find the same addresses: a visitor's browser may reuse them briefly.
      res.setHeader("Cache-Control", answer.status === 200 ? "private, max-age=300" : "no-store");
      res.status(answer.status).json(answer.body);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      sendUpstreamFailure(res, req.log, error, addressRefused("fullText"));
    }
  });

  router.get(API.serviceQualification.path, async (req, res) => {
    const query = qualificationQuerySchema.safeParse(req.query);
    if (!query.success) {
      sendValidationError(res, fieldErrors(query.error));
      return;
    }
    const params = Object.fromEntries(
      Object.entries(query.data).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    try {
      const answer = await addressApi.qualify(params);
      res.setHeader("Cache-Control", "no-store");
      res.status(answer.status).json(answer.body);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // Upstream does not say which location id it refused: the first one sent stands for all.
      const sent = Object.keys(params).find((name) => name !== "brand") ?? "brand";
      sendUpstreamFailure(res, req.log, error, locationRefused(sent));
    }
  });

  return router;
}
