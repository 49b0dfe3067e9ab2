import type { ProviderKey } from "../../../domain/address/providers";
import type { FlipOutcome } from "../../../domain/flip/flip-outcome";
import type { NbnOutcome } from "../../../domain/nbn/nbn-outcome";
import type { AddressRecord, QualificationRecord } from "../data-schema";

/**
 * One address for every service class and every outcome the journeys show, documented in the
 * README ("Trying each outcome") and checked against the rules by showcase.test.ts.
 */
export interface ShowcaseAddress {
  /** What the address demonstrates, as the README lists it. */
  shows: string;
  /** What the small-business nbn page tells the visitor. */
  outcome: NbnOutcome["kind"];
  /** What the Flip to Fibre page tells the visitor, for the addresses its README table lists. */
  flip?: FlipOutcome["kind"];
  address: Pick<
    AddressRecord,
    "number" | "streetName" | "streetType" | "locality" | "state" | "postcode"
  > & { flat?: AddressRecord["flat"] };
  providers: ProviderKey[];
  nbn: QualificationRecord | null;
  /** Known only to the providers' live APIs: found by the second (source api) look-up. */
  apiOnly?: boolean;
}

function nbn(
  serviceClass: number,
  technologyShortCode: string,
  maximumDownloadSpeed: number,
  more: Partial<QualificationRecord> = {},
): QualificationRecord {
  const serviceable = maximumDownloadSpeed > 0;
  return {
    serviceClass,
    newDevelopmentsChargeApplies: false,
    technologyShortCode,
    alternativeTechnologyDetails: null,
    readyDate: serviceable ? "2019-06-14" : "2027-06-30",
    maximumDownloadSpeed,
    campaigns: [],
    activeService: false,
    availablePlanCategories: serviceable ? ["nbn", "voice"] : [],
    ...more,
  };
}

const UPGRADE_READY = {
  alternativeTechnologyDetails: { readyStatus: "ready", readyDate: "2026-10-19" },
  campaigns: ["FIBRE_UPGRADE"],
  availablePlanCategories: ["nbn", "voice", "fibre-upgrade"],
} as const satisfies Partial<QualificationRecord>;

const NBN_AND_TELSTRA: ProviderKey[] = ["NBN", "TELSTRA"];

/** The first showcase: the generator places it before the generated addresses. */
export const CORE_SHOWCASE: readonly ShowcaseAddress[] = [
  // FTTP
  {
    shows: "FTTP class 0: planned, not yet nbn ready",
    outcome: "not-ready",
    address: { number: "9", streetName: "Fontana", streetType: "Dr", locality: "Box Hill", state: "NSW", postcode: "2765" },
    providers: ["NBN"],
    nbn: nbn(0, "FTTP", 0, { newDevelopmentsChargeApplies: true }),
  },
  {
    shows: "FTTP class 1: every plan up to Power Move 1000/50",
    outcome: "available",
    address: { number: "14", streetName: "Hibberson", streetType: "St", locality: "Gungahlin", state: "ACT", postcode: "2912" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(1, "FTTP", 1000),
  },
  {
    shows: "FTTP class 2",
    outcome: "available",
    address: { flat: { type: "Suite", number: "3" }, number: "1", streetName: "Harbour", streetType: "Esp", locality: "Docklands", state: "VIC", postcode: "3008" },
    providers: ["NBN", "TELSTRA", "OPTUS", "VOCUS", "DGTEK"],
    nbn: nbn(2, "FTTP", 1000),
  },
  {
    shows: "FTTP class 3, an active service",
    outcome: "available",
    flip: "not-eligible",
    address: { number: "200", streetName: "Elizabeth", streetType: "St", locality: "Hobart", state: "TAS", postcode: "7000" },
    providers: ["NBN", "TELSTRA", "AAPT"],
    nbn: nbn(3, "FTTP", 1000, { activeService: true }),
  },
  {
    shows: "New developments charge ($300) on a new-estate FTTP premises",
    outcome: "available",
    address: { number: "31", streetName: "Ellsworth", streetType: "Dr", locality: "Wollert", state: "VIC", postcode: "3750" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(2, "FTTP", 1000, { newDevelopmentsChargeApplies: true, readyDate: "2026-04-02" }),
  },
  {
    shows: "Found only by the api source (a street too new for the footprint), new developments charge",
    outcome: "available",
    address: { number: "5", streetName: "Providence", streetType: "Pde", locality: "Ripley", state: "QLD", postcode: "4306" },
    providers: ["NBN"],
    nbn: nbn(1, "FTTP", 1000, { newDevelopmentsChargeApplies: true, readyDate: "2026-09-21" }),
    apiOnly: true,
  },

  // Fixed wireless
  {
    shows: "Fixed wireless class 4: planned, not yet nbn ready",
    outcome: "not-ready",
    address: { number: "17", streetName: "Dawson", streetType: "St", locality: "Strathalbyn", state: "SA", postcode: "5255" },
    providers: ["NBN"],
    nbn: nbn(4, "WIRELESS", 0),
  },
  {
    shows: "Fixed wireless class 5: Standard Plus nbn50 only",
    outcome: "available",
    address: { number: "62", streetName: "Haly", streetType: "St", locality: "Kingaroy", state: "QLD", postcode: "4610" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(5, "WIRELESS", 75),
  },
  {
    shows: "Fixed wireless class 6",
    outcome: "available",
    flip: "not-eligible",
    address: { number: "40", streetName: "Church", streetType: "St", locality: "Mudgee", state: "NSW", postcode: "2850" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(6, "WIRELESS", 100, { activeService: true }),
  },

  // Satellite
  {
    shows: "Satellite class 7: no business plan on satellite",
    outcome: "no-service",
    address: { number: "8", streetName: "Oondooroo", streetType: "St", locality: "Winton", state: "QLD", postcode: "4735" },
    providers: ["NBN"],
    nbn: nbn(7, "SATELLITE", 0),
  },
  {
    shows: "Satellite class 8",
    outcome: "no-service",
    address: { number: "3", streetName: "Hutchison", streetType: "St", locality: "Coober Pedy", state: "SA", postcode: "5723" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(8, "SATELLITE", 25, { availablePlanCategories: [] }),
  },
  {
    shows: "Satellite class 9",
    outcome: "no-service",
    address: { number: "12", streetName: "Oxley", streetType: "St", locality: "Bourke", state: "NSW", postcode: "2840" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(9, "SATELLITE", 25, { availablePlanCategories: [], activeService: true }),
  },

  // FTTN and FTTB
  {
    shows: "FTTB class 10: a new building, not yet nbn ready",
    outcome: "not-ready",
    flip: "no-date",
    address: { flat: { type: "Level", number: "2" }, number: "15", streetName: "Help", streetType: "St", locality: "Chatswood", state: "NSW", postcode: "2067" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(10, "FTTB", 0),
  },
  {
    shows: "FTTN class 11 at 0 Mbps: no copper pair, no service",
    outcome: "no-service",
    address: { number: "36", streetName: "Darby", streetType: "St", locality: "Newcastle", state: "NSW", postcode: "2300" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(11, "FTTN", 0, { readyDate: "2018-03-09" }),
  },
  {
    shows: "FTTN class 11 on a 68 Mbps line: Standard Plus nbn50 only",
    outcome: "available",
    address: { number: "9", streetName: "Mair", streetType: "St", locality: "Ballarat Central", state: "VIC", postcode: "3350" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(11, "FTTN", 68),
  },
  {
    shows: "FTTN class 12 on a 52 Mbps line, no upgrade",
    outcome: "available",
    flip: "no-date",
    address: { number: "88", streetName: "Hunter", streetType: "St", locality: "Newcastle", state: "NSW", postcode: "2300" },
    providers: ["NBN", "TELSTRA", "OPTUS"],
    nbn: nbn(12, "FTTN", 52),
  },
  {
    shows: "FTTN class 12, upgrade ready but no flip date",
    outcome: "available",
    flip: "no-date",
    address: { number: "52", streetName: "Ryrie", streetType: "St", locality: "Geelong", state: "VIC", postcode: "3220" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(12, "FTTN", 100, {
      alternativeTechnologyDetails: { readyStatus: "ready", readyDate: null },
      campaigns: ["FIBRE_UPGRADE"],
    }),
  },
  {
    shows: "FTTN class 13 with a flip date: Upgrade now or Skip upgrade",
    outcome: "upgrade",
    flip: "eligible",
    address: { number: "120", streetName: "Church", streetType: "St", locality: "Parramatta", state: "NSW", postcode: "2150" },
    providers: ["NBN", "TELSTRA", "OPTUS", "AAPT"],
    nbn: nbn(13, "FTTN", 100, { ...UPGRADE_READY, activeService: true }),
  },
  {
    shows: "FTTN class 13, upgrade planned without a date",
    outcome: "available",
    flip: "no-date",
    address: { number: "210", streetName: "Moorabool", streetType: "St", locality: "Geelong", state: "VIC", postcode: "3220" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(13, "FTTN", 100, {
      alternativeTechnologyDetails: { readyStatus: "planned", readyDate: null },
      campaigns: ["FIBRE_UPGRADE"],
      activeService: true,
    }),
  },
  {
    shows: "FTTB class 12",
    outcome: "available",
    address: { flat: { type: "Suite", number: "8" }, number: "60", streetName: "Miller", streetType: "St", locality: "North Sydney", state: "NSW", postcode: "2060" },
    providers: ["NBN", "TELSTRA", "OPTUS", "VOCUS"],
    nbn: nbn(12, "FTTB", 85),
  },
  {
    shows: "FTTB class 13: Standard Plus and Premium",
    outcome: "available",
    address: { flat: { type: "Level", number: "5" }, number: "350", streetName: "Queen", streetType: "St", locality: "Brisbane City", state: "QLD", postcode: "4000" },
    providers: ["NBN", "TELSTRA", "OPTUS", "AAPT", "VOCUS"],
    nbn: nbn(13, "FTTB", 100, { activeService: true }),
  },

  // HFC
  {
    shows: "HFC class 20: planned, not yet nbn ready",
    outcome: "not-ready",
    address: { number: "14", streetName: "Davenport", streetType: "St", locality: "Southport", state: "QLD", postcode: "4215" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(20, "HFC", 0),
  },
  {
    shows: "HFC class 21",
    outcome: "available",
    address: { number: "33", streetName: "Coventry", streetType: "St", locality: "South Melbourne", state: "VIC", postcode: "3205" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(21, "HFC", 1000),
  },
  {
    shows: "HFC class 22 (technology given by its long name)",
    outcome: "available",
    address: { number: "150", streetName: "Brunswick", streetType: "St", locality: "Fortitude Valley", state: "QLD", postcode: "4006" },
    providers: ["NBN", "TELSTRA", "OPTUS"],
    nbn: { ...nbn(22, "HFC", 1000), technologyShortCode: undefined, technology: "Hybrid Fibre Coaxial" },
  },
  {
    shows: "HFC class 23",
    outcome: "available",
    address: { number: "71", streetName: "Crown", streetType: "St", locality: "Wollongong", state: "NSW", postcode: "2500" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(23, "HFC", 1000),
  },
  {
    shows: "HFC class 24, an active service",
    outcome: "available",
    flip: "not-eligible",
    address: { number: "180", streetName: "Swan", streetType: "St", locality: "Richmond", state: "VIC", postcode: "3121" },
    providers: ["NBN", "TELSTRA", "OPTUS"],
    nbn: nbn(24, "HFC", 1000, { activeService: true }),
  },

  // FTTC
  {
    shows: "FTTC class 30: planned, not yet nbn ready",
    outcome: "not-ready",
    address: { number: "11", streetName: "Berwick", streetType: "St", locality: "Victoria Park", state: "WA", postcode: "6100" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(30, "FTTC", 0),
  },
  {
    shows: "FTTC class 31",
    outcome: "available",
    address: { number: "48", streetName: "Jetty", streetType: "Rd", locality: "Glenelg", state: "SA", postcode: "5045" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(31, "FTTC", 100),
  },
  {
    shows: "FTTC class 32 with a flip date: Upgrade now or Skip upgrade",
    outcome: "upgrade",
    flip: "eligible",
    address: { number: "60", streetName: "Sherwood", streetType: "Rd", locality: "Toowong", state: "QLD", postcode: "4066" },
    providers: ["NBN", "TELSTRA", "OPTUS"],
    nbn: nbn(32, "FTTC", 100, {
      ...UPGRADE_READY,
      alternativeTechnologyDetails: { readyStatus: "ready", readyDate: "2027-02-08" },
    }),
  },
  {
    shows: "FTTC class 33",
    outcome: "available",
    address: { number: "25", streetName: "Coward", streetType: "St", locality: "Mascot", state: "NSW", postcode: "2020" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(33, "FTTC", 100),
  },
  {
    shows: "FTTC class 34, an active service",
    outcome: "available",
    address: { number: "102", streetName: "Sydney", streetType: "Rd", locality: "Coburg", state: "VIC", postcode: "3058" },
    providers: ["NBN", "TELSTRA", "OPTUS"],
    nbn: nbn(34, "FTTC", 100, { activeService: true }),
  },

  // No nbn at all
  {
    shows: "No nbn: a building on a private fibre network",
    outcome: "no-service",
    flip: "not-eligible",
    address: { flat: { type: "Unit", number: "1204" }, number: "9", streetName: "City", streetType: "Rd", locality: "Southbank", state: "VIC", postcode: "3006" },
    providers: ["DGTEK", "OPTUS"],
    nbn: null,
  },
];

/**
 * Flip to Fibre's further branches (README, "Flip to Fibre"): node and curb premises with and
 * without dates. The generator places them after the generated addresses, so adding them left
 * every generated address, which the carrier stand-ins' scenarios name, as it was.
 */
export const FLIP_SHOWCASE: readonly ShowcaseAddress[] = [
  {
    shows: "FTTB class 12 with a flip date: Flip to Fibre from 100/40",
    outcome: "upgrade",
    flip: "eligible",
    address: { flat: { type: "Suite", number: "2" }, number: "44", streetName: "Pirie", streetType: "St", locality: "Adelaide", state: "SA", postcode: "5000" },
    providers: ["NBN", "TELSTRA", "OPTUS", "VOCUS"],
    nbn: nbn(12, "FTTB", 100, {
      ...UPGRADE_READY,
      alternativeTechnologyDetails: { readyStatus: "ready", readyDate: "2026-11-30" },
    }),
  },
  {
    shows: "FTTC class 34 with a flip date: Flip to Fibre from 250/100",
    outcome: "upgrade",
    flip: "eligible",
    address: { number: "77", streetName: "Marine", streetType: "Pde", locality: "Redcliffe", state: "QLD", postcode: "4020" },
    providers: ["NBN", "TELSTRA", "OPTUS"],
    nbn: nbn(34, "FTTC", 100, {
      ...UPGRADE_READY,
      alternativeTechnologyDetails: { readyStatus: "ready", readyDate: "2026-12-07" },
      activeService: true,
    }),
  },
  {
    shows: "FTTC class 33, upgrade ready but no flip date",
    outcome: "available",
    flip: "no-date",
    address: { number: "5", streetName: "Bay", streetType: "St", locality: "Port Melbourne", state: "VIC", postcode: "3207" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(33, "FTTC", 100, {
      alternativeTechnologyDetails: { readyStatus: "ready", readyDate: null },
      campaigns: ["FIBRE_UPGRADE"],
    }),
  },
  {
    shows: "FTTC class 31, upgrade planned without a date",
    outcome: "available",
    flip: "no-date",
    address: { number: "19", streetName: "Ocean", streetType: "St", locality: "Narrabeen", state: "NSW", postcode: "2101" },
    providers: NBN_AND_TELSTRA,
    nbn: nbn(31, "FTTC", 100, {
      alternativeTechnologyDetails: { readyStatus: "planned", readyDate: null },
      campaigns: ["FIBRE_UPGRADE"],
    }),
  },

];

export const SHOWCASE: readonly ShowcaseAddress[] = [...CORE_SHOWCASE, ...FLIP_SHOWCASE];
