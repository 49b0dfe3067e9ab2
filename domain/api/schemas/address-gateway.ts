import { z } from "zod";
import { boundedAddressText } from "../../address/address-text";
import { PROVIDER_KEYS, providerParam, type ProviderParam } from "../../address/providers";

/**
 * The gateway's queries (GET /api/v2/address and /api/v2/service-qualification, ADR 0030): the
 * same parameters as upstream, each at most once and as text, within bounds upstream accepts;
 * an unknown parameter is refused. The other rules are upstream's.
 */
const text = (name: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined
        ? `The ${name} parameter is required.`
        : `Give the ${name} parameter once, as text.`,
  });

const param = (name: string, max: number) =>
  text(name).max(max, `The ${name} parameter may not be longer than ${max} characters.`);

export const addressQuerySchema = z.strictObject({
  fullText: boundedAddressText(text("fullText"), "fullText parameter"),
  source: param("source", 20),
  excludeProviders: param("excludeProviders", 20).optional(),
});

/** A location id under each provider's lowercase name ("nbn"), any of them. */
const locationIds = Object.fromEntries(
  PROVIDER_KEYS.map((key) => [providerParam(key), param(providerParam(key), 64).optional()]),
) as Record<ProviderParam, z.ZodOptional<z.ZodString>>;

export const qualificationQuerySchema = z.strictObject({
  brand: param("brand", 50).optional(),
  ...locationIds,
});
