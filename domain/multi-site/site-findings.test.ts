import { describe, expect, it } from "vitest";
import { CELL_MESSAGES, erroredRow, rowFromEntry, type CarrierRow } from "../pricing/carrier-rows";
import type { SiteCarrier } from "./site-check";
import {
  MAX_SUGGESTIONS,
  NO_NBN_LOCATION,
  bestPerTerm,
  carrierDidNotAnswer,
  fibreFindings,
  nbnOutcomeWords,
  pickAddress,
  termCostCents,
} from "./site-findings";

const BOX_HILL = "9 Fontana Dr, Box Hill NSW 2765";

/** An address look-up's result, with a field of its own the pick must hand back untouched. */
const result = (formattedAddress: string, locationId = `LOC-${formattedAddress.length}`) => ({
  formattedAddress,
  locationId,
});

describe("pickAddress", () => {
  it("matches the result written the same way, wherever it is among the results", () => {
    const same = result("9 FONTANA DR BOX HILL NSW 2765.", "LOC000000000009");
    const results = [
      result("19 Fontana Dr, Box Hill NSW 2765"),
      same,
      result("9 Fontana Dr, Box Hill VIC 3128"),
    ];
    const pick = pickAddress(BOX_HILL, results, null);
    expect(pick).toEqual({ kind: "match", result: same });
    // The very result, so whatever else the look-up said about it travels on.
    expect(pick.kind === "match" && pick.result).toBe(same);
  });

  it("takes the only result even when it is written differently", () => {
    const only = result("Unit 2, 9 Fontana Drive, Box Hill NSW 2765");
    expect(pickAddress(BOX_HILL, [only], null)).toEqual({ kind: "match", result: only });
  });

  it("leaves several results, none written the same, for the buyer to choose, in their order", () => {
    const results = [
      result("1 Fontana Dr, Box Hill NSW 2765"),
      result("2 Fontana Dr, Box Hill NSW 2765"),
      result("3 Fontana Dr, Box Hill NSW 2765"),
    ];
    expect(pickAddress("Fontana Dr, Box Hill", results, null)).toEqual({
      kind: "choose",
      suggestions: [
        "1 Fontana Dr, Box Hill NSW 2765",
        "2 Fontana Dr, Box Hill NSW 2765",
        "3 Fontana Dr, Box Hill NSW 2765",
      ],
    });
  });

  it("offers at most the address box's six suggestions, the first six", () => {
    expect(MAX_SUGGESTIONS).toBe(6);
    const results = Array.from({ length: 10 }, (_, index) =>
      result(`${index + 1} George St, Sydney NSW 2000`),
    );
    const pick = pickAddress("George St, Sydney", results, null);
    expect(pick).toEqual({
      kind: "choose",
      suggestions: results.slice(0, 6).map((each) => each.formattedAddress),
    });
  });

  it("says none when the look-up found nothing, chosen or not", () => {
    expect(pickAddress(BOX_HILL, [], null)).toEqual({ kind: "none" });
    expect(pickAddress(BOX_HILL, [], BOX_HILL)).toEqual({ kind: "none" });
  });

  it("matches the address the buyer chose, not the one they first wrote", () => {
    const written = result(BOX_HILL);
    const chosen = result("Unit 2, 9 Fontana Dr, Box Hill NSW 2765");
    const pick = pickAddress(BOX_HILL, [written, chosen], "unit 2 9 fontana dr box hill nsw 2765");
    expect(pick).toEqual({ kind: "match", result: chosen });
  });

  it("does not take a lone result the buyer did not choose: they choose again", () => {
    const other = result("19 Fontana Dr, Box Hill NSW 2765");
    expect(pickAddress(BOX_HILL, [other], "Unit 2, 9 Fontana Dr, Box Hill NSW 2765")).toEqual({
      kind: "choose",
      suggestions: ["19 Fontana Dr, Box Hill NSW 2765"],
    });
  });
});

describe("nbnOutcomeWords", () => {
  it("names the technology of an available service, in the journey's labels", () => {
    expect(nbnOutcomeWords({ kind: "available", technology: "FTTP" })).toBe(
      "A FTTP nbn service is available",
    );
    expect(nbnOutcomeWords({ kind: "available", technology: "WIRELESS" })).toBe(
      "A Fixed Wireless nbn service is available",
    );
  });

  it("gives an upgrade's date as the journeys show dates", () => {
    expect(nbnOutcomeWords({ kind: "upgrade", technology: "FTTN", flipDate: "2026-10-19" })).toBe(
      "Upgrade to full fibre available from 19 Oct 2026",
    );
  });

  it("says plainly when there is no service to order", () => {
    expect(nbnOutcomeWords({ kind: "not-ready" })).toBe("Not nbn ready yet");
    expect(nbnOutcomeWords({ kind: "no-service" })).toBe("No nbn service at this address");
  });

  it("gives a site with no nbn location the no-service words and no plans", () => {
    expect(NO_NBN_LOCATION).toEqual({
      outcome: "no-service",
      words: "No nbn service at this address",
      plans: [],
      recommendedPlanId: null,
    });
  });
});

describe("termCostCents", () => {
  it("adds every month's rental and the installation, in whole cents", () => {
    expect(termCostCents({ months: 12, monthly: 500, installation: 1000 })).toBe(
      500_00 * 12 + 1000_00,
    );
    expect(termCostCents({ months: 36, monthly: 0, installation: 0 })).toBe(0);
  });

  it("rounds each price to the cent before multiplying, so float noise cannot add up", () => {
    // 99.95 * 100 is 9994.999... in floating point: still 9995 cents a month.
    expect(termCostCents({ months: 24, monthly: 99.95, installation: 199.99 })).toBe(
      9995 * 24 + 19999,
    );
    expect(termCostCents({ months: 12, monthly: 0.1 + 0.2, installation: 0 })).toBe(30 * 12);
  });
});

const carrier = (
  key: SiteCarrier["carrier"],
  terms: SiteCarrier["terms"],
  note: string | null = null,
): SiteCarrier => ({ carrier: key, terms, note });

describe("bestPerTerm", () => {
  it("picks per term the cheapest over the whole term, installation included", () => {
    // Telstra is dearer a month but charges no installation: cheaper over 12 months
    // (6000 against 6400), dearer over 36 (18000 against 17200).
    const best = bestPerTerm([
      carrier("TELSTRA", [
        { months: 12, monthly: 500, installation: 0 },
        { months: 36, monthly: 500, installation: 0 },
      ]),
      carrier("OPTUS", [
        { months: 12, monthly: 450, installation: 1000 },
        { months: 36, monthly: 450, installation: 1000 },
      ]),
    ]);
    expect(best).toEqual([
      { months: 12, carrier: "TELSTRA", monthly: 500, installation: 0 },
      { months: 36, carrier: "OPTUS", monthly: 450, installation: 1000 },
    ]);
  });

  it("keeps the first carrier listed on a tie", () => {
    const telstra = carrier("TELSTRA", [{ months: 24, monthly: 500, installation: 0 }]);
    // 400 * 24 + 2400 = 12000 = 500 * 24.
    const vocus = carrier("VOCUS", [{ months: 24, monthly: 400, installation: 2400 }]);
    expect(bestPerTerm([telstra, vocus])).toEqual([
      { months: 24, carrier: "TELSTRA", monthly: 500, installation: 0 },
    ]);
    expect(bestPerTerm([vocus, telstra])).toEqual([
      { months: 24, carrier: "VOCUS", monthly: 400, installation: 2400 },
    ]);
  });

  it("compares in cents: prices equal to the cent are a tie, whatever the float noise", () => {
    const exact = carrier("AAPT", [{ months: 12, monthly: 0.3, installation: 0 }]);
    const noisy = carrier("DGTEK", [{ months: 12, monthly: 0.1 + 0.2, installation: 0 }]);
    expect(bestPerTerm([exact, noisy])[0]?.carrier).toBe("AAPT");
  });

  it("leaves out a term no carrier prices, and keeps the terms' order", () => {
    const best = bestPerTerm([
      carrier("OPTUS", [{ months: 36, monthly: 300, installation: 0 }]),
      carrier("TELSTRA", [{ months: 12, monthly: 400, installation: 0 }]),
      carrier("AAPT", [], "AAPT supports 1000 Mbps only"),
    ]);
    expect(best.map((term) => [term.months, term.carrier])).toEqual([
      [12, "TELSTRA"],
      [36, "OPTUS"],
    ]);
  });

  it("has nothing when no carrier priced", () => {
    expect(bestPerTerm([])).toEqual([]);
    expect(bestPerTerm([carrier("NBN", [], "NBN did not answer: try again")])).toEqual([]);
  });
});

describe("fibreFindings", () => {
  it("keeps a loaded row's priced terms only, and its speed", () => {
    const rows: CarrierRow[] = [
      {
        carrier: "TELSTRA",
        status: "loaded",
        terms: [
          { months: 12, price: { monthly_rental: 650, installation: 1500 } },
          { months: 24 },
          { months: 36, price: { monthly_rental: 550, installation: 0 } },
        ],
      },
    ];
    const fibre = fibreFindings(100, rows);
    expect(fibre.speed).toBe(100);
    expect(fibre.carriers).toEqual([
      {
        carrier: "TELSTRA",
        terms: [
          { months: 12, monthly: 650, installation: 1500 },
          { months: 36, monthly: 550, installation: 0 },
        ],
        note: null,
      },
    ]);
    expect(fibre.best).toEqual([
      { months: 12, carrier: "TELSTRA", monthly: 650, installation: 1500 },
      { months: 36, carrier: "TELSTRA", monthly: 550, installation: 0 },
    ]);
  });

  it("notes why a disabled carrier has no price, its messages joined", () => {
    const fibre = fibreFindings(100, [rowFromEntry("AAPT", undefined, 100)]);
    expect(fibre.carriers).toEqual([
      {
        carrier: "AAPT",
        terms: [],
        note: `${CELL_MESSAGES.speedUnavailable}. ${CELL_MESSAGES.aaptOnly}`,
      },
    ]);
    expect(fibre.best).toEqual([]);
  });

  it("says a carrier that errored or never answered did not answer, to try again", () => {
    const fibre = fibreFindings(1000, [
      erroredRow("OPTUS"),
      { carrier: "VOCUS", status: "loading" },
    ]);
    expect(fibre.carriers).toEqual([
      { carrier: "OPTUS", terms: [], note: "Optus did not answer: try again" },
      { carrier: "VOCUS", terms: [], note: "Vocus did not answer: try again" },
    ]);
    expect(carrierDidNotAnswer("DGTEK")).toBe("DGTEK did not answer: try again");
  });

  it("keeps every carrier in the rows' order, the best worked over all of them", () => {
    const fibre = fibreFindings(500, [
      erroredRow("TELSTRA"),
      rowFromEntry("OPTUS", { one_year: { monthly_rental: 700, installation: 0 } }, 500),
      rowFromEntry("NBN", { unavailable: "address" }, 500),
      rowFromEntry(
        "VOCUS",
        {
          one_year: { monthly_rental: 600, installation: 2000 },
          three_years: { monthly_rental: 500, installation: 0 },
        },
        500,
      ),
    ]);
    expect(fibre.carriers.map((each) => [each.carrier, each.note])).toEqual([
      ["TELSTRA", "Telstra did not answer: try again"],
      ["OPTUS", null],
      ["NBN", CELL_MESSAGES.addressUnavailable],
      ["VOCUS", null],
    ]);
    // Optus over 12 months: 8400; Vocus: 7200 + 2000 = 9200.
    expect(fibre.best).toEqual([
      { months: 12, carrier: "OPTUS", monthly: 700, installation: 0 },
      { months: 36, carrier: "VOCUS", monthly: 500, installation: 0 },
    ]);
  });
});
