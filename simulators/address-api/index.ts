import { Router, type Response } from "express";
import { z } from "zod";
import { ADDRESS_SOURCES } from "../../domain/address/address-items";
import { boundedAddressText } from "../../domain/address/address-text";
import { PROVIDER_KEYS } from "../../domain/address/providers";
import type { SqAnswer } from "../../domain/qualification/sq-summary-schema";
import { fieldErrors, type FieldErrors } from "../../domain/validation/field-errors";
import type { Simulator } from "../simulator";
import { loadAddressDataSet } from "./data-set";
import { buildAddressIndex } from "./search";

/**
 * The address API and its service-qualification gateway (docs/product.md §B7), over the data
 * set in ./data (README: "Trying each outcome"). Like the real service it wants an API key
 * (401 without the right one) and answers rule breaks with 422 and the errors by field.
 */
const MAX_RESULTS = 10;

const addressQuerySchema = z.object({
  fullText: boundedAddressText(
    z.string({ error: "The full text field is required." }),
    "full text",
  ),
  source: z.enum(ADDRESS_SOURCES, { error: "The selected source is invalid." }),
  excludeProviders: z
    .enum(PROVIDER_KEYS, { error: "The selected exclude providers is invalid." })
    .optional(),
});

const PROVIDER_PARAMS = PROVIDER_KEYS.map((key) => key.toLowerCase());
const LOCATION_ID = /^[A-Z]{3}\d{12}$/;

/** The address API's own 422 shape, which the site's gateway passes through. */
function unprocessable(res: Response, errors: FieldErrors): void {
  res.status(422).json({ message: Object.values(errors)[0]?.[0] ?? "Invalid request.", errors });
}

export const addressApiSimulator: Simulator = {
  path: "/address-api",
  purpose:
    "address API: GET /v2/address (fullText, source, excludeProviders) and GET /v2/service-qualification (X-Api-Key)",
  router: ({ addressApiKey }) => {
    // Read on the first request, not at the node's start (ADR 0058).
    let index: ReturnType<typeof buildAddressIndex> | undefined;
    const addressIndex = () => (index ??= buildAddressIndex(loadAddressDataSet().addresses));
    const router = Router();

    router.use((req, res, next) => {
      if (req.get("x-api-key") !== addressApiKey) {
        res.status(401).json({ message: "Unauthenticated." });
        return;
      }
      next();
    });

    router.get("/v2/address", (req, res) => {
      const parsed = addressQuerySchema.safeParse(req.query);
      if (!parsed.success) {
        unprocessable(res, fieldErrors(parsed.error));
        return;
      }
      const results = addressIndex().search({ ...parsed.data, limit: MAX_RESULTS });
      res.json(
        results.map(({ id, formattedAddress, providers }) => ({ id, formattedAddress, providers })),
      );
    });

    router.get("/v2/service-qualification", (req, res) => {
      const errors: FieldErrors = {};
      const brand = req.query.brand;
      if (typeof brand !== "string" || !brand.trim() || brand.length > 50) {
        errors.brand = ["The brand field is required."];
      }
      const locations: Record<string, string> = {};
      for (const provider of PROVIDER_PARAMS) {
        const value = req.query[provider];
        if (value === undefined) continue;
        if (typeof value !== "string" || !LOCATION_ID.test(value)) {
          errors[provider] = [`The ${provider} location id is invalid.`];
        } else if (provider === "nbn" && !value.startsWith("LOC")) {
          errors[provider] = ["The nbn location id is invalid."];
        } else {
          locations[provider] = value;
        }
      }
      if (
        Object.keys(locations).length === 0 &&
        !Object.keys(errors).some((key) => key !== "brand")
      ) {
        errors.locationId = ["A location id for at least one provider is required."];
      }
      if (Object.keys(errors).length > 0) {
        unprocessable(res, errors);
        return;
      }

      const nbnLocation = locations.nbn;
      const qualification = nbnLocation
        ? loadAddressDataSet().qualifications[nbnLocation]
        : undefined;
      if (nbnLocation && !qualification) {
        res.status(404).json({ message: "Location not found." });
        return;
      }
      const answer: SqAnswer = {
        sqSummary: qualification
          ? (() => {
              const { availablePlanCategories, ...entry } = qualification;
              return {
                nbn: { ...entry, locationId: nbnLocation! },
                availablePlanCategories,
                priority: ["nbn"],
              };
            })()
          : { availablePlanCategories: [], priority: [] },
      };
      res.json(answer);
    });

    return router;
  },
};
