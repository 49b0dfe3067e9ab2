import { Router } from "express";
import { API } from "../../domain/api/contracts";
import { addressSearchParamsSchema } from "../../domain/api/schemas/address-search";
import { fieldErrors } from "../../domain/validation/field-errors";
import { UpstreamError } from "../services/upstream";
import type { AddressSearch } from "../services/address-search";
import { addressRefused } from "./address-gateway";
import { optionalLastParam } from "./route-pattern";
import { sendUpstreamFailure } from "./upstream-failure";
import { sendValidationError } from "./validation";

/**
 * GET /api/search/{address} (docs/product.md §A7): address suggestions as [{id, label, value}].
 * The text is the rest of the path, so an address with a slash ("Unit 3/12 ...") works typed
 * as %2F or as a plain slash.
 */
export function addressSearchRouter(addresses: AddressSearch): Router {
  const router = Router();
  // "/search{/*address}": the rest of the path, and optional, so an empty search is the same
  // 422 as a short one rather than a 404.
  router.get(optionalLastParam(API.addressSearch.path, "*"), async (req, res) => {
    const parsed = addressSearchParamsSchema.safeParse({
      address: req.params.address?.join("/") ?? "",
    });
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
      sendUpstreamFailure(res, req.log, error, addressRefused("address"));
    }
  });
  return router;
}
