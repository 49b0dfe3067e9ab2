/**
 * Builds the address stand-in's data set: the showcase addresses (one for every outcome the
 * README lists) and several hundred generated business addresses in every state and
 * territory. Seeded, so every run writes the same files:
 *
 *   npx tsx simulators/address-api/data/generate.ts
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format } from "prettier";
import type { ProviderKey } from "../../../domain/address/providers";
import type { AddressRecord, QualificationRecord } from "../data-schema";
import { DATA_FILES, type AddressDataSet } from "../data-set";
import { LOCALITIES, type Family, type Locality } from "./localities";
import { CORE_SHOWCASE, FLIP_SHOWCASE, type ShowcaseAddress } from "./showcase";


/** mulberry32: a small, well-known seeded generator. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chance = (probability: number) => next() < probability;
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const weighted = <T extends string | number>(weights: Partial<Record<T, number>>): T => {
    const entries = Object.entries(weights) as [T, number][];
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries.at(-1)![0];
  };
  /** Weighted keys come back as strings: service classes are numbers. */
  const serviceClass = (weights: Record<number, number>) => Number(weighted(weights));
  const digits = (count: number) => Array.from({ length: count }, () => int(0, 9)).join("");
  const date = (fromYear: number, toYear: number) =>
    `${int(fromYear, toYear)}-${String(int(1, 12)).padStart(2, "0")}-${String(int(1, 28)).padStart(2, "0")}`;
  return { chance, pick, weighted, serviceClass, int, digits, date };
}

type Random = ReturnType<typeof seeded>;

const GNAF_STATE: Record<AddressRecord["state"], string> = {
  NSW: "NSW",
  VIC: "VIC",
  QLD: "QLD",
  WA: "WA_",
  SA: "SA_",
  TAS: "TAS",
  ACT: "ACT",
  NT: "NT_",
};

const LOCATION_PREFIX: Record<ProviderKey, string> = {
  NBN: "LOC",
  TELSTRA: "TLS",
  OPTUS: "OPT",
  AAPT: "AAP",
  VOCUS: "VOC",
  DGTEK: "DGT",
};

export function formatAddress(
  parts: Pick<
    AddressRecord,
    "flat" | "number" | "streetName" | "streetType" | "locality" | "state" | "postcode"
  >,
): string {
  const flat = parts.flat ? `${parts.flat.type} ${parts.flat.number} ` : "";
  return `${flat}${parts.number} ${parts.streetName} ${parts.streetType}, ${parts.locality} ${parts.state} ${parts.postcode}`;
}

/** The long names a few answers carry instead of a short code, as nbn's older systems do. */
const LONG_NAME: Partial<Record<Family, string>> = {
  FTTN: "Fibre to the Node",
  FTTC: "Fibre to the Curb",
  HFC: "Hybrid Fibre Coaxial",
  WIRELESS: "Fixed Wireless",
};

const PLANNED_CLASS: Record<Family, number> = {
  FTTP: 0,
  WIRELESS: 4,
  SATELLITE: 7,
  FTTN: 10,
  FTTB: 10,
  HFC: 20,
  FTTC: 30,
};

function qualificationFor(
  random: Random,
  family: Family,
  locality: Locality,
): QualificationRecord {
  const technology =
    LONG_NAME[family] && random.chance(0.2)
      ? { technology: LONG_NAME[family] }
      : { technologyShortCode: family };
  const serviceable = (
    serviceClass: number,
    maximumDownloadSpeed: number,
    alternativeTechnologyDetails: QualificationRecord["alternativeTechnologyDetails"] = null,
  ): QualificationRecord => ({
    serviceClass,
    newDevelopmentsChargeApplies: false,
    ...technology,
    alternativeTechnologyDetails,
    readyDate: random.date(2013, 2023),
    maximumDownloadSpeed,
    campaigns: alternativeTechnologyDetails ? ["FIBRE_UPGRADE"] : [],
    activeService: [3, 6, 9, 13, 24, 34].includes(serviceClass) && random.chance(0.7),
    availablePlanCategories:
      alternativeTechnologyDetails?.readyStatus === "ready"
        ? ["nbn", "voice", "fibre-upgrade"]
        : family === "SATELLITE"
          ? []
          : ["nbn", "voice"],
  });

  if (locality.newEstate) {
    const serviceClass = random.serviceClass({ 0: 2, 1: 3, 2: 5 });
    const entry = serviceable(serviceClass, serviceClass === 0 ? 0 : 1000);
    return {
      ...entry,
      newDevelopmentsChargeApplies: true,
      readyDate: serviceClass === 0 ? random.date(2027, 2027) : random.date(2025, 2026),
      ...(serviceClass === 0 ? { availablePlanCategories: [], activeService: false } : {}),
    };
  }
  if (random.chance(0.02)) {
    return {
      ...serviceable(PLANNED_CLASS[family], 0),
      readyDate: random.date(2027, 2027),
      activeService: false,
      availablePlanCategories: [],
    };
  }
  const upgrade = (): QualificationRecord["alternativeTechnologyDetails"] =>
    random.chance(0.3)
      ? { readyStatus: "ready", readyDate: random.date(2026, 2026) }
      : random.chance(0.2)
        ? { readyStatus: "planned", readyDate: null }
        : null;
  switch (family) {
    case "FTTP":
      return serviceable(random.serviceClass({ 1: 15, 2: 25, 3: 60 }), 1000);
    case "FTTN": {
      if (random.chance(0.02)) {
        return { ...serviceable(11, 0), availablePlanCategories: [] };
      }
      const speed = random.pick([25, 38, 52, 68, 76, 87, 100, 100, 100, 100]);
      return serviceable(random.serviceClass({ 11: 1, 12: 3, 13: 6 }), speed, upgrade());
    }
    case "FTTB":
      return serviceable(random.serviceClass({ 12: 3, 13: 7 }), random.pick([85, 100, 100]));
    case "FTTC":
      return serviceable(random.serviceClass({ 31: 1, 32: 2, 33: 3, 34: 4 }), 100, upgrade());
    case "HFC":
      return serviceable(random.serviceClass({ 21: 1, 22: 1.5, 23: 1.5, 24: 6 }), 1000);
    case "WIRELESS":
      return serviceable(random.serviceClass({ 5: 3, 6: 7 }), random.pick([50, 75, 100, 250]));
    case "SATELLITE":
      return serviceable(random.serviceClass({ 8: 3, 9: 7 }), random.pick([25, 25, 100]));
  }
}

export function generateDataSet(): AddressDataSet {
  const random = seeded(20_261_123);
  const addresses: AddressRecord[] = [];
  const qualifications: Record<string, QualificationRecord> = {};
  const usedIds = new Set<string>();
  const usedAddresses = new Set<string>();

  const uniqueId = (make: () => string) => {
    let id = make();
    while (usedIds.has(id)) id = make();
    usedIds.add(id);
    return id;
  };
  const gnafId = (state: AddressRecord["state"]) =>
    uniqueId(() => `GA${GNAF_STATE[state]}${random.digits(9)}`);
  const locationId = (provider: ProviderKey) =>
    uniqueId(() => `${LOCATION_PREFIX[provider]}${random.digits(12)}`);

  const add = (
    parts: Omit<AddressRecord, "id" | "formattedAddress" | "providers" | "sources">,
    sources: AddressRecord["sources"],
    providers: ProviderKey[],
    qualification: QualificationRecord | null,
  ) => {
    const formattedAddress = formatAddress(parts);
    usedAddresses.add(formattedAddress.toLowerCase());
    const record: AddressRecord = {
      id: gnafId(parts.state),
      ...parts,
      formattedAddress,
      sources,
      providers: providers.map((name) => ({ name, locationId: locationId(name) })),
    };
    addresses.push(record);
    const nbn = record.providers.find((provider) => provider.name === "NBN");
    if (nbn && qualification) qualifications[nbn.locationId] = qualification;
  };

  for (const entry of CORE_SHOWCASE) addShowcase(entry, add);

  for (const locality of LOCALITIES) {
    // City centres hold most business addresses.
    const count = random.int(8, 11) + ((locality.flats ?? 0) >= 0.6 ? 12 : 0);
    for (let made = 0; made < count; ) {
      const [streetName, streetType] = random.pick(locality.streets);
      const flat = random.chance(locality.flats ?? 0)
        ? (() => {
            const type = random.weighted({ Suite: 4, Level: 3, Shop: 2, Unit: 1 });
            return { type, number: String(random.int(1, type === "Level" ? 30 : 40)) };
          })()
        : null;
      const parts = {
        flat,
        number: `${random.int(1, 400)}${random.chance(0.05) ? random.pick(["A", "B"]) : ""}`,
        streetName,
        streetType,
        locality: locality.locality,
        state: locality.state,
        postcode: locality.postcode,
      };
      if (usedAddresses.has(formatAddress(parts).toLowerCase())) continue;
      made += 1;

      const privateOnly = random.chance(locality.privateFibre ?? 0);
      const others = (Object.entries(locality.networks) as [ProviderKey, number][])
        .filter(([name, chance]) => (privateOnly && name === "DGTEK") || random.chance(chance))
        .map(([name]) => name);
      const providers: ProviderKey[] = privateOnly
        ? [...new Set<ProviderKey>(["DGTEK", ...others.filter((name) => name !== "TELSTRA")])]
        : ["NBN", ...others];
      const sources: AddressRecord["sources"] =
        random.chance(locality.newEstate ? 0.4 : 0.02) ? ["api"] : ["footprint", "api"];
      const family = random.weighted(locality.technologies);
      add(parts, sources, providers, privateOnly ? null : qualificationFor(random, family, locality));
    }
  }
  // Added after the generated addresses, so those keep their ids and qualifications.
  for (const entry of FLIP_SHOWCASE) {
    if (usedAddresses.has(formatAddress({ flat: null, ...entry.address }).toLowerCase())) {
      throw new Error(`showcase address ${entry.shows} is already generated`);
    }
    addShowcase(entry, add);
  }
  return { addresses, qualifications };
}

function addShowcase(
  entry: ShowcaseAddress,
  add: (
    parts: Omit<AddressRecord, "id" | "formattedAddress" | "providers" | "sources">,
    sources: AddressRecord["sources"],
    providers: ProviderKey[],
    qualification: QualificationRecord | null,
  ) => void,
) {
  add(
    { flat: null, ...entry.address },
    entry.apiOnly ? ["api"] : ["footprint", "api"],
    entry.providers,
    entry.nbn,
  );
}

/** Pretty-printed as the repository's formatter would, so `prettier --check` passes. */
async function writeJson(file: string, value: unknown): Promise<void> {
  writeFileSync(file, await format(JSON.stringify(value), { parser: "json", printWidth: 100 }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { addresses, qualifications } = generateDataSet();
  await writeJson(DATA_FILES.addresses, addresses);
  await writeJson(DATA_FILES.qualifications, qualifications);
  console.log(
    `${addresses.length} addresses, ${Object.keys(qualifications).length} nbn qualifications`,
  );
}
