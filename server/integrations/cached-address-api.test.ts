import { describe, expect, it } from "vitest";
import { memoryCache } from "../cache/answer-cache";
import type { AddressApiClient, AddressQuery } from "./address-api";
import { withCachedLookups } from "./cached-address-api";
import { UpstreamError, type RawAnswer } from "./http-client";

/** An address API that answers from a list of outcomes and counts what it was asked. */
function fakeApi(outcomes: (RawAnswer | Error)[]) {
  const asked: AddressQuery[] = [];
  let qualified = 0;
  const client: AddressApiClient = {
    async searchAddresses(query) {
      asked.push(query);
      const next = outcomes.shift() ?? { status: 200, body: [] };
      if (next instanceof Error) throw next;
      return next;
    },
    async qualify() {
      qualified += 1;
      return { status: 200, body: {} };
    },
  };
  return { client, asked, qualifiedCount: () => qualified };
}

const found: RawAnswer = { status: 200, body: [{ id: "GA1", formattedAddress: "1 A St" }] };

describe("withCachedLookups", () => {
  it("answers the same words and source from the cache, however they are spaced or cased", async () => {
    const api = fakeApi([found]);
    const cached = withCachedLookups(api.client, memoryCache(), 60_000);
    expect(await cached.searchAddresses({ fullText: "1 A St", source: "footprint" })).toEqual(
      found,
    );
    expect(await cached.searchAddresses({ fullText: " 1  a st ", source: "footprint" })).toEqual(
      found,
    );
    expect(api.asked).toHaveLength(1);
    await cached.searchAddresses({ fullText: "1 A St", source: "api" });
    expect(api.asked).toHaveLength(2);
  });

  it("never keeps a passed-through 422 or a failure", async () => {
    const refused: RawAnswer = { status: 422, body: { message: "bad" } };
    const failure = new UpstreamError("address API", "status", "answered 503", 503);
    const api = fakeApi([refused, failure, found]);
    const cached = withCachedLookups(api.client, memoryCache(), 60_000);
    const query = { fullText: "1 A St", source: "footprint" };
    expect(await cached.searchAddresses(query)).toEqual(refused);
    await expect(cached.searchAddresses(query)).rejects.toBe(failure);
    expect(await cached.searchAddresses(query)).toEqual(found);
    expect(api.asked).toHaveLength(3);
  });

  it("asks every time with a ttl of 0, and never caches qualification", async () => {
    const api = fakeApi([found, found]);
    const cached = withCachedLookups(api.client, memoryCache(), 0);
    await cached.searchAddresses({ fullText: "1 A St", source: "footprint" });
    await cached.searchAddresses({ fullText: "1 A St", source: "footprint" });
    expect(api.asked).toHaveLength(2);
    await cached.qualify({ nbn: "LOC1" });
    await cached.qualify({ nbn: "LOC1" });
    expect(api.qualifiedCount()).toBe(2);
  });
});
