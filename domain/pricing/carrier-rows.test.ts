import { describe, expect, it } from "vitest";
import {
  CELL_MESSAGES,
  erroredRow,
  loadingRows,
  pricingProgress,
  rowFromEntry,
  type CarrierRow,
} from "./carrier-rows";
import { CARRIER_KEYS } from "./carriers";

const price = (monthly_rental: number, installation: number) => ({ monthly_rental, installation });

describe("rowFromEntry", () => {
  it("lists the 12, 24 and 36 month prices in order", () => {
    const row = rowFromEntry(
      "TELSTRA",
      { three_years: price(649, 0), one_year: price(799, 1500), two_years: price(699, 750) },
      100,
    );
    expect(row).toEqual({
      carrier: "TELSTRA",
      status: "loaded",
      terms: [
        { months: 12, price: price(799, 1500) },
        { months: 24, price: price(699, 750) },
        { months: 36, price: price(649, 0) },
      ],
    });
  });

  it("keeps a carrier that prices only some terms, marking the others as not offered", () => {
    const row = rowFromEntry("VOCUS", { three_years: price(610, 0) }, 500);
    expect(row.status).toBe("loaded");
    if (row.status !== "loaded") return;
    expect(row.terms.map((term) => term.price)).toEqual([undefined, undefined, price(610, 0)]);
  });

  it("says the option is unavailable when the carrier does not reach the address", () => {
    expect(rowFromEntry("OPTUS", { unavailable: "address" }, 100)).toEqual({
      carrier: "OPTUS",
      status: "disabled",
      messages: [CELL_MESSAGES.addressUnavailable],
    });
  });

  it("says the speed is unavailable when the carrier has no price at this speed", () => {
    expect(rowFromEntry("DGTEK", { unavailable: "speed" }, 20)).toMatchObject({
      messages: [CELL_MESSAGES.speedUnavailable],
    });
    expect(rowFromEntry("NBN", {}, 20)).toMatchObject({
      messages: [CELL_MESSAGES.speedUnavailable],
    });
    expect(rowFromEntry("NBN", undefined, 20)).toMatchObject({ status: "disabled" });
  });

  it("adds AAPT's 1000 Mbps note below 1000 Mbps only", () => {
    expect(rowFromEntry("AAPT", { unavailable: "speed" }, 100)).toMatchObject({
      messages: [CELL_MESSAGES.speedUnavailable, CELL_MESSAGES.aaptOnly],
    });
    expect(rowFromEntry("AAPT", { unavailable: "speed" }, 1000)).toMatchObject({
      messages: [CELL_MESSAGES.speedUnavailable],
    });
  });
});

describe("pricingProgress", () => {
  const loaded = (carrier: CarrierRow["carrier"]): CarrierRow =>
    rowFromEntry(carrier, { one_year: price(500, 0) }, 100);

  it("has not started while every carrier is loading", () => {
    expect(pricingProgress(loadingRows())).toMatchObject({
      answered: 0,
      total: 6,
      started: false,
      complete: false,
      noResults: false,
    });
  });

  it("starts with the first answer, whichever carrier it is", () => {
    const rows = loadingRows().map((row) => (row.carrier === "DGTEK" ? loaded("DGTEK") : row));
    expect(pricingProgress(rows)).toMatchObject({ answered: 1, started: true, complete: false });
  });

  it("completes when every carrier has answered, errors included", () => {
    const rows = CARRIER_KEYS.map((carrier) =>
      carrier === "OPTUS" ? erroredRow(carrier) : loaded(carrier),
    );
    expect(pricingProgress(rows)).toMatchObject({ complete: true, noResults: false });
  });

  it("has no results when all answered and none had a price", () => {
    const rows = CARRIER_KEYS.map((carrier, index) =>
      index % 2 ? erroredRow(carrier) : rowFromEntry(carrier, { unavailable: "address" }, 100),
    );
    expect(pricingProgress(rows)).toMatchObject({ complete: true, noResults: true });
  });

  it("is not complete for an empty table", () => {
    expect(pricingProgress([])).toMatchObject({ complete: false, noResults: false });
  });
});
