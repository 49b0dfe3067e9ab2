import { z } from "zod";
import { pricingFromTerms, shapeError, type CarrierApi } from "./carrier-api";

/**
 * Vocus: JSON:API, the speed in the path, prices as a table whose first row names the
 * columns and whose terms are ISO 8601 durations ("P12M", "P2Y").
 */
const schema = z.object({
  data: z.object({
    type: z.literal("quote"),
    id: z.string(),
    attributes: z.object({
      serviceable: z.boolean(),
      speed_available: z.boolean(),
      price_table: z.array(z.array(z.string())),
    }),
  }),
});

const COLUMNS = { term: "term", monthly: "monthly_ex_gst", setup: "setup_ex_gst" } as const;
const DOLLARS = /^\d+(\.\d{1,2})?$/;

/** "P12M", "P2Y" or "P1Y6M" as months; null for anything else. */
function durationMonths(value: string): number | null {
  const match = /^P(?:(\d+)Y)?(?:(\d+)M)?$/.exec(value);
  if (!match || (!match[1] && !match[2])) return null;
  return Number(match[1] ?? 0) * 12 + Number(match[2] ?? 0);
}

function readTable(table: string[][]) {
  const [header, ...rows] = table;
  const column = (name: string) => {
    const index = header?.indexOf(name) ?? -1;
    if (index < 0) throw shapeError("VOCUS", `price_table without a ${name} column`);
    return index;
  };
  const [term, monthly, setup] = [
    column(COLUMNS.term),
    column(COLUMNS.monthly),
    column(COLUMNS.setup),
  ];
  return rows.map((row) => {
    const months = durationMonths(row[term] ?? "");
    const [rental, installation] = [row[monthly] ?? "", row[setup] ?? ""];
    if (months === null || !DOLLARS.test(rental) || !DOLLARS.test(installation)) {
      throw shapeError("VOCUS", `unreadable price_table row ${JSON.stringify(row)}`);
    }
    return { months, monthly: Number(rental), installation: Number(installation) };
  });
}

export const vocusApi: CarrierApi<typeof schema> = {
  carrier: "VOCUS",
  schema,
  ask: (http, { address, speed, signal }) =>
    http.getJson(`/vocus/quote/v2/fibre/${speed}`, schema, {
      searchParams: { addr: address },
      signal,
    }),
  toEntry({ data: { attributes } }) {
    if (!attributes.serviceable) return { unavailable: "address" };
    if (!attributes.speed_available) return { unavailable: "speed" };
    return pricingFromTerms("VOCUS", readTable(attributes.price_table));
  },
};
