import { z } from "zod";
import { textSchema } from "../content/blocks-schema";
import { OTHER_OPERATOR, PREFERRED_OPERATOR, ROAMING_ZONES } from "./constants";
import { normaliseSearchText } from "./search";

/**
 * Reference data for the roaming look-up and the international rates search
 * (content/reference/*.json), and the records the two search endpoints answer
 * (docs/product.md §B3 and §B7).
 */

const zoneSchema = z.literal(ROAMING_ZONES);

/** Other names visitors type for a place ("UK", "USA", "Ivory Coast"). */
const aliasesSchema = z.array(textSchema).default([]);

const operatorSchema = z.strictObject({
  name: textSchema,
  /** Mobile country code (ITU E.212): three digits. */
  mcc: z.string().regex(/^\d{3}$/, "must be three digits"),
  /** Mobile network code: two or three digits, leading zeros kept. */
  mnc: z.string().regex(/^\d{2,3}$/, "must be two or three digits"),
  type: z.enum([PREFERRED_OPERATOR, OTHER_OPERATOR]),
});

const roamingCountrySchema = z
  .strictObject({
    country: textSchema,
    aliases: aliasesSchema,
    zone: zoneSchema,
    operators: z.array(operatorSchema).min(1),
  })
  .refine(
    (entry) =>
      entry.operators.filter((operator) => operator.type === PREFERRED_OPERATOR).length === 1,
    { message: "needs exactly one preferred operator (type N)", path: ["operators"] },
  )
  .refine(
    (entry) =>
      new Set(entry.operators.map((operator) => `${operator.mcc}-${operator.mnc}`)).size ===
      entry.operators.length,
    { message: "each operator needs its own MCC and MNC", path: ["operators"] },
  );

const moneySchema = z.number().nonnegative();

/** content/reference/roaming.json: zone rates, MMS charges and every roaming country. */
export const roamingReferenceSchema = z
  .strictObject({
    zones: z
      .array(
        z.strictObject({
          zone: zoneSchema,
          /** Where the zone is, in a few words ("New Zealand, UK, USA, ..."). */
          summary: textSchema,
          voicePerMinute: moneySchema,
          sms: moneySchema,
          dataPerMb: moneySchema,
        }),
      )
      .length(ROAMING_ZONES.length),
    /** MMS flagfalls, the same in every zone; data is charged on top. */
    mms: z.array(z.strictObject({ title: textSchema, flagfall: moneySchema })).min(1),
    countries: z.array(roamingCountrySchema).min(75),
  })
  .refine((data) => ROAMING_ZONES.every((zone, index) => data.zones[index]?.zone === zone), {
    message: "zones must be listed 1 to 4 in order",
    path: ["zones"],
  })
  .superRefine((data, context) =>
    requireUniqueNames(
      data.countries.map((entry) => [entry.country, ...entry.aliases]),
      "countries",
      context,
    ),
  );

const internationalRateSchema = z.strictObject({
  country: textSchema,
  aliases: aliasesSchema,
  /** The dialling code, "+64". */
  region: z.string().regex(/^\+\d{1,4}( \d{1,4})?$/, "must be a dialling code such as +64"),
  /** International calling zone (1 nearest and cheapest). */
  zone: z.number().int().min(1).max(5),
  /** AUD per minute, charged in 60-second increments after the flagfall. */
  price: z.number().positive().max(10),
  /** A note shown with the rate ("Unlimited on Medium, Large and 5G plans"). */
  additional: textSchema.optional(),
});

/** content/reference/international-rates.json: per-minute rates by destination. */
export const internationalRatesReferenceSchema = z
  .strictObject({
    rates: z.array(internationalRateSchema).min(120),
  })
  .superRefine((data, context) =>
    requireUniqueNames(
      data.rates.map((rate) => [rate.country, ...rate.aliases]),
      "rates",
      context,
    ),
  );

/** No two places may answer to the same name, however it is typed. */
function requireUniqueNames(groups: string[][], field: string, context: z.RefinementCtx): void {
  const seen = new Set<string>();
  for (const name of groups.flat()) {
    const key = normaliseSearchText(name);
    if (seen.has(key)) {
      context.addIssue({ code: "custom", path: [field], message: `"${name}" names two places` });
    }
    seen.add(key);
  }
}

export type RoamingReference = z.infer<typeof roamingReferenceSchema>;
export type RoamingCountry = RoamingReference["countries"][number];
export type InternationalRatesReference = z.infer<typeof internationalRatesReferenceSchema>;
export type InternationalRate = InternationalRatesReference["rates"][number];

/**
 * One answer row of GET /api/searchRoamingCountries/{search}: a country and one of its
 * operators (docs/product.md §B3). `additional` names the operator.
 */
export interface CountryRoamingRecord {
  zone: RoamingCountry["zone"];
  country: string;
  additional: string;
  type: RoamingCountry["operators"][number]["type"];
  mcc: string;
  mnc: string;
}

/** One answer row of GET /api/searchMobileInternationalRates/{search}. */
export interface InternationalRateRow {
  country: string;
  /** The dialling code. */
  region: string;
  zone: number;
  /** AUD per minute. */
  price: number;
  additional: string | null;
}

/** A country's roaming records, one per operator, preferred operator first. */
export function roamingRecords(entry: RoamingCountry): CountryRoamingRecord[] {
  return [...entry.operators]
    .sort((a, b) => Number(b.type === PREFERRED_OPERATOR) - Number(a.type === PREFERRED_OPERATOR))
    .map((operator) => ({
      zone: entry.zone,
      country: entry.country,
      additional: operator.name,
      type: operator.type,
      mcc: operator.mcc,
      mnc: operator.mnc,
    }));
}

export function rateRow(rate: InternationalRate): InternationalRateRow {
  return {
    country: rate.country,
    region: rate.region,
    zone: rate.zone,
    price: rate.price,
    additional: rate.additional ?? null,
  };
}
