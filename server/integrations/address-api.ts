import type { Logger } from "pino";
import type { z } from "zod";
import type { AddressSource } from "../../domain/address/address-items";
import { isWithinAddressTextBounds } from "../../domain/address/address-text";
import { addressAnswerSchema } from "../../domain/address/address-schema";
import type { ProviderKey } from "../../domain/address/providers";
import { sqAnswerSchema } from "../../domain/qualification/sq-summary-schema";
import {
  createHttpClient,
  parseUpstreamAnswer,
  type OutsideCallObserver,
  type RawAnswer,
} from "./http-client";

/**
 * The address API and its service-qualification gateway (docs/product.md §B7), reached with
 * the site's API key. Their 422 and 401 answers come back to the caller as they are (the spec:
 * "passes a 422 or 401 response to the caller without raising it"); a 2xx answer is checked
 * against its schema; anything else is an UpstreamError.
 */
export const PASSED_THROUGH = [401, 422] as const;

/** How the two calls are named in UpstreamErrors and logs: a failure says which call it was. */
export const ADDRESS_LOOKUP_SYSTEM = "address API";
export const QUALIFICATION_SYSTEM = "service qualification";

export interface AddressQuery {
  fullText: string;
  source: AddressSource | string;
  excludeProviders?: ProviderKey | string;
}

export interface AddressApiClient {
  searchAddresses(query: AddressQuery): Promise<RawAnswer>;
  qualify(params: Record<string, string>): Promise<RawAnswer>;
}

export function createAddressApiClient({
  baseUrl,
  apiKey,
  logger,
  observe,
}: {
  baseUrl: string;
  apiKey: string;
  logger?: Logger;
  observe?: OutsideCallObserver;
}): AddressApiClient {
  const headers = { "x-api-key": apiKey };
  // A look-up answers while someone types: fail fast and retry once. Qualification can take
  // up to about 24 s (the progress bar's 99 %): wait for it, never send it twice.
  const lookups = createHttpClient({
    system: ADDRESS_LOOKUP_SYSTEM,
    baseUrl,
    timeoutMs: 5_000,
    retries: 1,
    logger,
    observe,
  });
  const qualifications = createHttpClient({
    system: QUALIFICATION_SYSTEM,
    baseUrl,
    timeoutMs: 30_000,
    logger,
    observe,
  });

  // A passed-through 422 or 401 goes back as it came; a 2xx must have the documented shape.
  const checked = (system: string, schema: z.ZodType, answer: RawAnswer): RawAnswer =>
    answer.status >= 300
      ? answer
      : { status: answer.status, body: parseUpstreamAnswer(system, schema, answer.body) };

  return {
    async searchAddresses({ fullText, source, excludeProviders }) {
      // Every caller checks the text against the same bounds first; text that gets here out of
      // them is a bug of ours, loud here rather than a 422 blamed on the visitor.
      if (!isWithinAddressTextBounds(fullText)) {
        throw new RangeError(`${ADDRESS_LOOKUP_SYSTEM}: fullText outside the bounds it accepts`);
      }
      const answer = await lookups.getPassingThrough("/v2/address", PASSED_THROUGH, {
        headers,
        searchParams: { fullText, source, ...(excludeProviders ? { excludeProviders } : {}) },
      });
      return checked(ADDRESS_LOOKUP_SYSTEM, addressAnswerSchema, answer);
    },
    async qualify(params) {
      const answer = await qualifications.getPassingThrough(
        "/v2/service-qualification",
        PASSED_THROUGH,
        { headers, searchParams: params },
      );
      return checked(QUALIFICATION_SYSTEM, sqAnswerSchema, answer);
    },
  };
}
