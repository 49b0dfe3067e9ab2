import { describe, expect, it } from "vitest";
import { isPriceableAddress, parseAddress } from "./parse-address";

describe("parseAddress", () => {
  it("reads postcode, state and a lowercased suburb from a suggestion's label", () => {
    expect(parseAddress("14 Hibberson St, Gungahlin ACT 2912")).toEqual({
      postcode: "2912",
      state: "ACT",
      suburb: "gungahlin",
    });
  });

  it("keeps a suburb of several words whole", () => {
    expect(parseAddress("Suite 3 1 Harbour Esp, Port Melbourne VIC 3207")).toEqual({
      postcode: "3207",
      state: "VIC",
      suburb: "port melbourne",
    });
  });

  it("takes the word before the state when there is no comma", () => {
    expect(parseAddress("14 Hibberson Street Gungahlin ACT 2912").suburb).toBe("gungahlin");
  });

  it("gives empty values below six parts or with an empty last part", () => {
    const empty = { postcode: "", state: "", suburb: "" };
    expect(parseAddress("Gungahlin ACT 2912")).toEqual(empty);
    expect(parseAddress("1 Hibberson St, Gungahlin ACT")).toEqual(empty);
    expect(parseAddress("1 Hibberson St, Gungahlin ACT 2912 ")).toEqual(empty);
    expect(parseAddress("")).toEqual(empty);
    expect(parseAddress("1 2 3 4 5")).toEqual(empty);
  });

  it("splits on single spaces, as the spec counts parts", () => {
    expect(parseAddress("14  Hibberson St,   Gungahlin ACT 2912")).toEqual({
      postcode: "2912",
      state: "ACT",
      suburb: "gungahlin",
    });
  });
});

describe("isPriceableAddress", () => {
  it("accepts an address with a four-digit postcode and a state", () => {
    expect(isPriceableAddress("9 Fontana Dr, Box Hill NSW 2765")).toBe(true);
    expect(isPriceableAddress("9 Fontana Dr, Box Hill nsw 2765")).toBe(true);
  });

  it("refuses partial or made-up addresses", () => {
    expect(isPriceableAddress("9 Fontana Dr")).toBe(false);
    expect(isPriceableAddress("9 Fontana Dr, Box Hill NSW 276")).toBe(false);
    expect(isPriceableAddress("9 Fontana Dr, Box Hill XYZ 2765")).toBe(false);
    expect(isPriceableAddress("<script>alert(1)</script> a b c d 2000")).toBe(false);
  });
});
