import { describe, expect, it } from "vitest";
import { isAustralianContactNumber, isAustralianMobile, isAustralianPhone } from "./phone";

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

describe("the Flip to Fibre contact number pattern", () => {
  it.each([
    "02 5550 1234",
    "(02) 5550 1234",
    "+61 2 5550 1234",
    "+61 02 5550 1234",
    "2 5550 1234",
    "0491 570 006",
    "+61 491 570 006",
    "03 5550 7788",
    "05 5550 1234",
    "07 5550 1234",
    "08-5550-9876",
  ])("accepts %s", (number) => {
    expect(isAustralianContactNumber(number)).toBe(true);
  });

  it.each([
    "",
    "06 5550 1234",
    "09 5550 1234",
    "01 5550 1234",
    "1300 975 707",
    "13 12 34",
    "02 5550 123",
    "0491 570 0066",
    "+64 21 555 0123",
    "0061 491 570 006",
    "call me",
  ])("refuses %s", (number) => {
    expect(isAustralianContactNumber(number)).toBe(false);
  });
});
