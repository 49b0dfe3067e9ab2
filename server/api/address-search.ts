import { Router } from "express";
import { z } from "zod";
import { ADDRESS_MIN_LENGTH } from "../../domain/address/address-items";
import { message } from "../../domain/forms/fields";
import { fieldErrors } from "../../domain/validation/field-errors";
import { UpstreamError } from "../integrations/http-client";
import type { AddressSearch } from "../services/address-search";
import { ADDRESS_SERVICE_FAILURE } from "./address-gateway";
import { sendUpstreamFailure } from "./upstream-failure";
import { sendValidationError } from "./validation";

/** The address API's own limit on the text it searches. */
const MAX_LENGTH = 200;

const searchSchema = z.object({
  address: z
    .string()
    .trim()
    .min(ADDRESS_MIN_LENGTH, `The address must be at least ${ADDRESS_MIN_LENGTH} characters.`)
    .max(MAX_LENGTH, message.tooLong("address", MAX_LENGTH)),
});

/**
 * GET /api/search/{address} (docs/product.md §A7): address suggestions as [{id, label, value}].
 * The text is the rest of the path, so an address with a slash ("Unit 3/12 ...") works typed
 * as %2F or as a plain slash.
 */
export function addressSearchRouter(addresses: AddressSearch): Router {
  const router = Router();
  // Optional, so an empty search is the same 422 as a short one rather than a 404.
  router.get("/search{/*address}", async (req, res) => {
    const parsed = searchSchema.safeParse({ address: req.params.address?.join("/") ?? "" });
    if (!parsed.success) {
      sendValidationError(res, fieldErrors(parsed.error));
      return;
    }
    try {
      const suggestions = await addresses.search(parsed.data.address);
      // The same words find the same addresses: a visitor's browser may reuse them briefly.
      res.setHeader("Cache-Control", "private, max-age=300");
      res.json(suggestions);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      sendUpstreamFailure(res, req.log, error, ADDRESS_SERVICE_FAILURE);
    }
  });
  return router;
}
