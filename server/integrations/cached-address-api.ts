import { cached, type AnswerCache } from "../cache/answer-cache";
import type { AddressApiClient } from "./address-api";
import type { RawAnswer } from "./http-client";

/** Thrown inside the cache so a passed-through 401 or 422 is answered, never kept. */
class NotKept extends Error {
  constructor(readonly answer: RawAnswer) {
    super("answer not kept");
  }
}

/**
 * The address API with its look-ups reused for ttlMs (ADR 0014): the same words and source
 * find the same addresses, and an autocomplete asks the same thing often, from the price
 * checker's search and the nbn journeys' gateway alike. Only 200 answers are kept; failures
 * and passed-through answers go to the caller as they came. Qualification is never cached:
 * a premises' status can change.
 */
export function withCachedLookups(
  client: AddressApiClient,
  cache: AnswerCache,
  ttlMs: number,
): AddressApiClient {
  return {
    ...client,
    async searchAddresses(query) {
      const fullText = query.fullText.trim().replace(/\s+/g, " ").toLowerCase();
      const key = `address:v1:${query.source}:${query.excludeProviders ?? ""}:${fullText}`;
      try {
        return await cached(cache, key, ttlMs, async () => {
          const answer = await client.searchAddresses(query);
          if (answer.status !== 200) throw new NotKept(answer);
          return answer;
        });
      } catch (error) {
        if (error instanceof NotKept) return error.answer;
        throw error;
      }
    },
  };
}
