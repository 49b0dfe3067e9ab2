import { describe, expect, it } from "vitest";
import type { AddressRecord } from "./data-schema";
import { buildAddressIndex, tokens } from "./search";

function address(formattedAddress: string, more: Partial<AddressRecord> = {}): AddressRecord {
  return {
    id: `GANSW${String(formattedAddress.length).padStart(9, "0")}`,
    flat: null,
    number: formattedAddress.split(" ")[0]!,
    streetName: "x",
    streetType: "St",
    locality: "x",
    state: "NSW",
    postcode: "2000",
    formattedAddress,
    sources: ["footprint", "api"],
    providers: [{ name: "NBN", locationId: "LOC000000000001" }],
    ...more,
  };
}

const INDEX = buildAddressIndex([
  address("120 Church St, Parramatta NSW 2150"),
  address("12 Church St, Parramatta NSW 2150"),
  address("Suite 3 1 Harbour Esp, Docklands VIC 3008", {
    flat: { type: "Suite", number: "3" },
    number: "1",
  }),
  address("48 Jetty Rd, Glenelg SA 5045"),
  address("5 Providence Pde, Ripley QLD 4306", { sources: ["api"] }),
  address("9 City Rd, Southbank VIC 3006", {
    providers: [{ name: "DGTEK", locationId: "DGT000000000001" }],
  }),
]);
const find = (
  fullText: string,
  more: { source?: "footprint" | "api"; excludeProviders?: "DGTEK" } = {},
) =>
  INDEX.search({
    fullText,
    source: more.source ?? "footprint",
    excludeProviders: more.excludeProviders,
    limit: 10,
  }).map((record) => record.formattedAddress);

describe("address search", () => {
  it("reads street types and flat words the way people type them", () => {
    expect(tokens("Unit 3, 1 Harbour Esplanade")).toEqual(["3", "1", "harbour", "esp"]);
    expect(find("48 jetty road glenelg")).toEqual(["48 Jetty Rd, Glenelg SA 5045"]);
    expect(find("Unit 3 1 Harbour Esp, Docklands VIC 3008")).toEqual([
      "Suite 3 1 Harbour Esp, Docklands VIC 3008",
    ]);
  });

  it("matches a unit number to an address's own, and finds a building without units", () => {
    expect(find("Unit 4 48 Jetty Rd Glenelg")).toEqual(["48 Jetty Rd, Glenelg SA 5045"]);
    expect(find("Unit 4 1 Harbour Esp Docklands")).toEqual([]);
    expect(find("Shop 3 1 Harbour Esp Docklands")).toEqual([
      "Suite 3 1 Harbour Esp, Docklands VIC 3008",
    ]);
  });

  it("lets only the word being typed be a prefix, and ranks the typed number first", () => {
    expect(find("12")).toEqual([
      "12 Church St, Parramatta NSW 2150",
      "120 Church St, Parramatta NSW 2150",
    ]);
    expect(find("12 Church St Parr")).toEqual(["12 Church St, Parramatta NSW 2150"]);
    expect(find("12 Church St Parr ")).toEqual([]);
  });

  it("forgives one typo in a long word but never in a number", () => {
    expect(find("48 Jetty Rd Glenelq")).toEqual(["48 Jetty Rd, Glenelg SA 5045"]);
    expect(find("49 Jetty Rd Glenelg")).toEqual([]);
  });

  it("searches only the source asked for", () => {
    expect(find("5 Providence Pde")).toEqual([]);
    expect(find("5 Providence Pde", { source: "api" })).toEqual([
      "5 Providence Pde, Ripley QLD 4306",
    ]);
  });

  it("leaves out the excluded provider, and addresses only it reaches", () => {
    expect(find("9 City Rd Southbank")).toEqual(["9 City Rd, Southbank VIC 3006"]);
    expect(find("9 City Rd Southbank", { excludeProviders: "DGTEK" })).toEqual([]);
  });

  it("finds nothing for text with no words", () => {
    expect(find("!!! ???")).toEqual([]);
    expect(find("<script>alert(1)</script>")).toEqual([]);
  });
});
