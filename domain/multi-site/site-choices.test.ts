import { describe, expect, it } from "vitest";
import type { PlanOffer } from "../plans/plan-offer";
import type { SiteRow } from "./site-check";
import {
  GST_RATE,
  formatChoices,
  lineCharges,
  multiSiteTotals,
  parseChoices,
  pricedChoice,
  withGstCents,
  type PricedChoice,
  type SiteChoice,
} from "./site-choices";

const NBN_50: PlanOffer = {
  id: "SMB-NBN-50",
  title: "Business nbn 50",
  speed: "50/20",
  price: 89,
  special: null,
};
const NBN_100: PlanOffer = {
  id: "SMB-NBN-100",
  title: "Business nbn 100",
  speed: "100/40",
  price: 109,
  special: { planPrice: 79, duration: 6 },
};

/** A checked site offering two nbn plans, Telstra at 12 and 36 months, Optus at 24. */
function doneRow(overrides: Partial<SiteRow> = {}): SiteRow {
  return {
    position: 0,
    name: "Parramatta clinic",
    address: "9 Fontana Dr, Box Hill NSW 2765",
    status: "done",
    matchedAddress: "9 FONTANA DR, BOX HILL NSW 2765",
    nbn: {
      outcome: "available",
      words: "A FTTP nbn service is available",
      plans: [NBN_50, NBN_100],
      recommendedPlanId: "SMB-NBN-100",
    },
    fibre: {
      speed: 100,
      carriers: [
        {
          carrier: "TELSTRA",
          terms: [
            { months: 12, monthly: 650, installation: 1500 },
            { months: 36, monthly: 550, installation: 0 },
          ],
          note: null,
        },
        { carrier: "OPTUS", terms: [{ months: 24, monthly: 600, installation: 500 }], note: null },
        { carrier: "AAPT", terms: [], note: "AAPT supports 1000 Mbps only" },
      ],
      best: [],
    },
    ...overrides,
  };
}

describe("formatChoices and parseChoices", () => {
  const choices = new Map<number, SiteChoice>([
    [3, { kind: "fibre", carrier: "TELSTRA", months: 36 }],
    [0, { kind: "nbn", planId: "SMB-NBN-50" }],
    [12, { kind: "fibre", carrier: "DGTEK", months: 12 }],
  ]);

  it("write the choices as one line, by site position", () => {
    expect(formatChoices(choices)).toBe("0=nbn:SMB-NBN-50,3=fibre:TELSTRA:36,12=fibre:DGTEK:12");
  });

  it("read back what they wrote", () => {
    expect(parseChoices(formatChoices(choices))).toEqual(choices);
  });

  it("read every carrier and every term", () => {
    const parsed = parseChoices(
      "0=fibre:TELSTRA:12,1=fibre:OPTUS:24,2=fibre:AAPT:36,3=fibre:NBN:12,4=fibre:VOCUS:24,5=fibre:DGTEK:36",
    );
    expect(parsed && [...parsed.values()]).toEqual([
      { kind: "fibre", carrier: "TELSTRA", months: 12 },
      { kind: "fibre", carrier: "OPTUS", months: 24 },
      { kind: "fibre", carrier: "AAPT", months: 36 },
      { kind: "fibre", carrier: "NBN", months: 12 },
      { kind: "fibre", carrier: "VOCUS", months: 24 },
      { kind: "fibre", carrier: "DGTEK", months: 36 },
    ]);
  });

  it("allow spaces around a part", () => {
    expect(parseChoices(" 0=nbn:SMB-NBN-50 , 1=fibre:OPTUS:24 ")).toEqual(
      new Map<number, SiteChoice>([
        [0, { kind: "nbn", planId: "SMB-NBN-50" }],
        [1, { kind: "fibre", carrier: "OPTUS", months: 24 }],
      ]),
    );
  });

  it("refuse text that is not choices", () => {
    for (const text of [
      "hello",
      "0:nbn:SMB-NBN-50",
      "0=nbn=SMB-NBN-50",
      "0=adsl:SMB-NBN-50",
      "a=nbn:SMB-NBN-50",
      "-1=nbn:SMB-NBN-50",
      "100=nbn:SMB-NBN-50",
      "0=nbn:smb-nbn-50",
      "0=nbn:AB",
      `0=nbn:${"A".repeat(41)}`,
      "0=nbn:SMB_NBN_50",
      "0=nbn:SMB-NBN-50;1=nbn:SMB-NBN-100",
      "0=nbn:SMB-NBN-50\n1=nbn:SMB-NBN-100",
      "0=fibre:TELSTRA",
      "0=fibre:TELSTRA:36:1",
    ]) {
      expect(parseChoices(text), text).toBeNull();
    }
  });

  it("take a plan id of three to forty letters, digits and dashes", () => {
    expect(parseChoices("0=nbn:A1-")?.get(0)).toEqual({ kind: "nbn", planId: "A1-" });
    const longest = "A".repeat(40);
    expect(parseChoices(`0=nbn:${longest}`)?.get(0)).toEqual({ kind: "nbn", planId: longest });
  });

  it("refuse a carrier it does not know, however written", () => {
    expect(parseChoices("0=fibre:IINET:12")).toBeNull();
    expect(parseChoices("0=fibre:telstra:12")).toBeNull();
    expect(parseChoices("0=nbn:SMB-NBN-50,1=fibre:TPG:24")).toBeNull();
  });

  it("refuse a term no carrier offers", () => {
    expect(parseChoices("0=fibre:TELSTRA:18")).toBeNull();
    expect(parseChoices("0=fibre:TELSTRA:360")).toBeNull();
    expect(parseChoices("0=fibre:TELSTRA:0")).toBeNull();
  });

  it("refuse a site chosen twice, even the same way", () => {
    expect(parseChoices("0=nbn:SMB-NBN-50,0=fibre:TELSTRA:12")).toBeNull();
    expect(parseChoices("4=nbn:SMB-NBN-50,4=nbn:SMB-NBN-50")).toBeNull();
    // "04" is site 4 too.
    expect(parseChoices("4=nbn:SMB-NBN-50,04=fibre:OPTUS:24")).toBeNull();
  });

  it("refuse empty parts", () => {
    expect(parseChoices("")).toBeNull();
    expect(parseChoices(",")).toBeNull();
    expect(parseChoices("0=nbn:SMB-NBN-50,")).toBeNull();
    expect(parseChoices(",0=nbn:SMB-NBN-50")).toBeNull();
    expect(parseChoices("0=nbn:SMB-NBN-50,,1=fibre:OPTUS:24")).toBeNull();
  });
});

describe("pricedChoice", () => {
  it("prices an nbn plan the site offers with the site's own plan", () => {
    expect(pricedChoice(doneRow(), { kind: "nbn", planId: "SMB-NBN-100" })).toEqual({
      kind: "nbn",
      plan: NBN_100,
    });
  });

  it("has no price for a plan the site does not offer, or a site with no nbn part", () => {
    expect(pricedChoice(doneRow(), { kind: "nbn", planId: "SMB-NBN-1000" })).toBeNull();
    expect(
      pricedChoice(doneRow({ nbn: undefined }), { kind: "nbn", planId: "SMB-NBN-50" }),
    ).toBeNull();
  });

  it("prices a carrier's term with the site's own answer", () => {
    expect(pricedChoice(doneRow(), { kind: "fibre", carrier: "OPTUS", months: 24 })).toEqual({
      kind: "fibre",
      carrier: "OPTUS",
      months: 24,
      monthly: 600,
      installation: 500,
    });
  });

  it("has no price for a term the carrier does not offer there, or a carrier with none", () => {
    expect(pricedChoice(doneRow(), { kind: "fibre", carrier: "TELSTRA", months: 24 })).toBeNull();
    expect(pricedChoice(doneRow(), { kind: "fibre", carrier: "AAPT", months: 12 })).toBeNull();
    expect(pricedChoice(doneRow(), { kind: "fibre", carrier: "VOCUS", months: 12 })).toBeNull();
    expect(
      pricedChoice(doneRow({ fibre: undefined }), {
        kind: "fibre",
        carrier: "TELSTRA",
        months: 12,
      }),
    ).toBeNull();
  });

  it("has no price for a site not done, whatever it has found so far", () => {
    for (const status of ["pending", "choose", "failed"] as const) {
      const row = doneRow({ status });
      expect(pricedChoice(row, { kind: "nbn", planId: "SMB-NBN-50" }), status).toBeNull();
      expect(
        pricedChoice(row, { kind: "fibre", carrier: "TELSTRA", months: 12 }),
        status,
      ).toBeNull();
    }
  });
});

const nbnLine = (plan: Partial<PlanOffer> = {}): PricedChoice => ({
  kind: "nbn",
  plan: { ...NBN_50, ...plan },
});
const fibreLine = (months: number, monthly: number, installation: number): PricedChoice => ({
  kind: "fibre",
  carrier: "TELSTRA",
  months,
  monthly,
  installation,
});

describe("lineCharges", () => {
  it("charges an nbn plan month to month: its price, nothing upfront, one month minimum", () => {
    expect(lineCharges(nbnLine({ price: 89 }))).toEqual({
      monthly: 8900,
      upfront: 0,
      minimum: 8900,
      months: 1,
    });
  });

  it("charges an nbn plan's special price while it lasts", () => {
    expect(lineCharges({ kind: "nbn", plan: NBN_100 })).toEqual({
      monthly: 7900,
      upfront: 0,
      minimum: 7900,
      months: 1,
    });
  });

  it("charges a free special month as free, not at the plan's price", () => {
    const free = nbnLine({ price: 89, special: { planPrice: 0, duration: 1 } });
    expect(lineCharges(free)).toEqual({ monthly: 0, upfront: 0, minimum: 0, months: 1 });
  });

  it("adds GST to a carrier's monthly and installation, the minimum the whole term", () => {
    expect(GST_RATE).toBe(0.1);
    // $500 + 10% = $550 a month, $1000 + 10% = $1100 to install; 36 * 550 + 1100 = 20900.
    expect(lineCharges(fibreLine(36, 500, 1000))).toEqual({
      monthly: 55_000,
      upfront: 110_000,
      minimum: 55_000 * 36 + 110_000,
      months: 36,
    });
  });

  it("rounds GST to the cent", () => {
    // $33.33 ex GST is $36.663 with it: 3666 cents.
    expect(withGstCents(33.33)).toBe(3666);
    expect(lineCharges(fibreLine(12, 33.33, 0))).toEqual({
      monthly: 3666,
      upfront: 0,
      minimum: 3666 * 12,
      months: 12,
    });
  });
});

describe("multiSiteTotals", () => {
  it("adds the chosen sites' charges, in dollars with GST", () => {
    // nbn 100 at its $79 special; Telstra 24 months at $550 + $1100 with GST.
    expect(multiSiteTotals([{ kind: "nbn", plan: NBN_100 }, fibreLine(24, 500, 1000)])).toEqual({
      siteCount: 2,
      monthly: 79 + 550,
      upfront: 1100,
      minimum: 79 + 550 * 24 + 1100,
    });
  });

  it("adds whole cents, so three lines of $33.33 are $99.99", () => {
    const line = nbnLine({ price: 33.33 });
    expect(multiSiteTotals([line, line, line])).toEqual({
      siteCount: 3,
      monthly: 99.99,
      upfront: 0,
      minimum: 99.99,
    });
  });

  it("does not drift where adding dollars would ($10.10 three times is not 30.299999...)", () => {
    expect(10.1 + 10.1 + 10.1).not.toBe(30.3);
    const line = nbnLine({ price: 10.1 });
    expect(multiSiteTotals([line, line, line]).monthly).toBe(30.3);
    const fibre = fibreLine(12, 0.1, 0.1);
    // 0.1 ex GST is 11 cents with it, three times 33 cents.
    expect(multiSiteTotals([fibre, fibre, fibre])).toMatchObject({ monthly: 0.33, upfront: 0.33 });
  });

  it("is nothing for no sites", () => {
    expect(multiSiteTotals([])).toEqual({ siteCount: 0, monthly: 0, upfront: 0, minimum: 0 });
  });
});
