import { describe, expect, it } from "vitest";
import { ADDRESS_TEXT_MAX_LENGTH } from "../../domain/address/address-text";
import { createAddressApiClient } from "./address-api";

describe("createAddressApiClient", () => {
  it.each([
    ["shorter than the API accepts", " ab "],
    ["longer than the API accepts", "x".repeat(ADDRESS_TEXT_MAX_LENGTH + 1)],
  ])("never sends address text %s", async (_name, fullText) => {
    const calls: string[] = [];
    const client = createAddressApiClient({
      // Nothing listens here: a request would fail as a network error, not a RangeError.
      baseUrl: "http://127.0.0.1:9/v2",
      apiKey: "key",
      observe: (system) => calls.push(system),
    });
    await expect(client.searchAddresses({ fullText, source: "footprint" })).rejects.toThrow(
      RangeError,
    );
    expect(calls).toEqual([]);
  });
});
