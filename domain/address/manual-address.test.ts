import { describe, expect, it } from "vitest";
import {
  combineManualAddress,
  EMPTY_MANUAL_ADDRESS,
  isValidPostcode,
  validateManualAddress,
  type ManualAddress,
} from "./manual-address";

const COMPLETE: ManualAddress = {
  unitNumber: "4",
  streetNumber: "18",
  streetName: "Smith",
  streetType: "St",
  suburb: "Collingwood",
  postcode: "3066",
  state: "VIC",
};

describe("validateManualAddress", () => {
  it("names every missing required field with the spec's message", () => {
    expect(validateManualAddress(EMPTY_MANUAL_ADDRESS)).toEqual({
      streetNumber: "The street number field is required.",
      streetName: "The street name field is required.",
      streetType: "The street type field is required.",
      suburb: "The suburb field is required.",
      postcode: "The postcode field is required.",
      state: "The state field is required.",
    });
  });

  it("accepts a complete address, with or without a unit number", () => {
    expect(validateManualAddress(COMPLETE)).toEqual({});
    expect(validateManualAddress({ ...COMPLETE, unitNumber: "" })).toEqual({});
  });

  it("treats blank text as missing", () => {
    expect(validateManualAddress({ ...COMPLETE, streetName: "   " })).toEqual({
      streetName: "The street name field is required.",
    });
  });

  it.each(["123", "12345", "abcd", "0199", "0000", "30 66", "३०६६"])(
    "rejects postcode %j",
    (postcode) => {
      expect(validateManualAddress({ ...COMPLETE, postcode }).postcode).toBe(
        "Please enter correct postcode!",
      );
    },
  );

  it.each(["0200", "0800", "0999", "1000", "2000", "6160", "9999", " 3066 "])(
    "accepts postcode %j",
    (postcode) => {
      expect(isValidPostcode(postcode)).toBe(true);
    },
  );

  it("refuses a street type or state outside the spec's lists", () => {
    expect(validateManualAddress({ ...COMPLETE, streetType: "Street" }).streetType).toBe(
      "The street type field is required.",
    );
    expect(validateManualAddress({ ...COMPLETE, state: "QLDX" }).state).toBe(
      "The state field is required.",
    );
  });

  it("refuses text over 255 characters", () => {
    expect(validateManualAddress({ ...COMPLETE, streetName: "x".repeat(256) }).streetName).toMatch(
      /under 255/,
    );
  });
});

describe("combineManualAddress", () => {
  it("joins the parts as 'Unit {n} {number} {name} {type}, {suburb} {state} {postcode}'", () => {
    expect(combineManualAddress(COMPLETE)).toBe("Unit 4 18 Smith St, Collingwood VIC 3066");
  });

  it("leaves out the unit when there is none, and tidies spaces", () => {
    expect(
      combineManualAddress({
        ...COMPLETE,
        unitNumber: " ",
        streetName: "  King   William ",
        suburb: "Adelaide ",
        state: "SA",
        postcode: "5000",
      }),
    ).toBe("18 King William St, Adelaide SA 5000");
  });
});
