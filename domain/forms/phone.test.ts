import { describe, expect, it } from "vitest";
import { isAustralianMobile, isAustralianPhone } from "./phone";

describe("Australian phone numbers", () => {
  it.each([
    "02 5550 1234",
    "(02) 5550 1234",
    "+61 2 5550 1234",
    "0491 570 006",
    "+61 491 570 006",
    "0061491570006",
    "1300 975 707",
    "1800 160 401",
    "13 12 34",
    "08.5550.9876",
  ])("accepts %s", (number) => {
    expect(isAustralianPhone(number)).toBe(true);
  });

  it.each([
    "",
    "12345",
    "02 5550 123",
    "0191 570 006",
    "+64 21 555 0123",
    "0491 570 006 7",
    "phone me",
  ])("refuses %s", (number) => {
    expect(isAustralianPhone(number)).toBe(false);
  });

  it("knows a mobile from a landline", () => {
    expect(isAustralianMobile("0491 570 006")).toBe(true);
    expect(isAustralianMobile("+61 491 570 006")).toBe(true);
    expect(isAustralianMobile("02 5550 1234")).toBe(false);
    expect(isAustralianMobile("1300 975 707")).toBe(false);
  });
});
