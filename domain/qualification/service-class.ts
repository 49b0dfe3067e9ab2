/**
 * nbn service classes (the valid set is exactly 0-13, 20-24, 30-34; docs/product.md §D1)
 * and what each family of classes means for the journeys.
 */
export type TechnologyFamily =
  "FTTP" | "FIXED_WIRELESS" | "SATELLITE" | "FTTN_FTTB" | "HFC" | "FTTC";

const FAMILY_RANGES: readonly [from: number, to: number, family: TechnologyFamily][] = [
  [0, 3, "FTTP"],
  [4, 6, "FIXED_WIRELESS"],
  [7, 9, "SATELLITE"],
  [10, 13, "FTTN_FTTB"],
  [20, 24, "HFC"],
  [30, 34, "FTTC"],
];

/** The family of a service class, or null for a number that is not a service class. */
export function technologyFamily(serviceClass: number): TechnologyFamily | null {
  if (!Number.isInteger(serviceClass)) return null;
  const range = FAMILY_RANGES.find(([from, to]) => serviceClass >= from && serviceClass <= to);
  return range ? range[2] : null;
}

export function isServiceClass(value: number): boolean {
  return technologyFamily(value) !== null;
}

/** The first class of each family: the network is planned there but not yet serviceable. */
const PLANNED_CLASSES: ReadonlySet<number> = new Set([0, 4, 7, 10, 20, 30]);

export function isPlannedClass(serviceClass: number): boolean {
  return PLANNED_CLASSES.has(serviceClass);
}

/** docs/product.md §B9: the classes the fibre upgrade (Flip to Fibre) covers. */
export const UPGRADEABLE_CLASSES: readonly number[] = [10, 11, 12, 13, 30, 31, 32, 33, 34];

export function isUpgradeableClass(serviceClass: number | null): boolean {
  return serviceClass !== null && UPGRADEABLE_CLASSES.includes(serviceClass);
}

/**
 * Where the copper runs on an upgradeable premises: from a node (FTTN and FTTB, classes
 * 10-13) or from the curb (FTTC, classes 30-34). docs/product.md §B5 sets each its own
 * slowest fibre plan. Null for a class the upgrade does not cover.
 */
export type UpgradePremises = "node" | "curb";

export function upgradePremises(serviceClass: number | null): UpgradePremises | null {
  if (!isUpgradeableClass(serviceClass)) return null;
  return technologyFamily(serviceClass!) === "FTTC" ? "curb" : "node";
}

/** nbn access technologies as the service-qualification summary names them. */
export const NBN_TECHNOLOGIES = [
  "FTTP",
  "FTTN",
  "FTTB",
  "FTTC",
  "HFC",
  "WIRELESS",
  "SATELLITE",
] as const;
export type NbnTechnology = (typeof NBN_TECHNOLOGIES)[number];

/** Long names some answers carry instead of a short code ("Fibre to the Node"). */
const LONG_NAMES: Record<string, NbnTechnology> = {
  "fibre to the premises": "FTTP",
  "fibre to the node": "FTTN",
  "fibre to the building": "FTTB",
  "fibre to the curb": "FTTC",
  "fibre to the kerb": "FTTC",
  "hybrid fibre coaxial": "HFC",
  "fixed wireless": "WIRELESS",
  satellite: "SATELLITE",
};

/** A short code or long technology name as one of the seven technologies, or null. */
export function normaliseTechnology(value: string | null | undefined): NbnTechnology | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase();
  if ((NBN_TECHNOLOGIES as readonly string[]).includes(upper)) return upper as NbnTechnology;
  return LONG_NAMES[value.trim().toLowerCase()] ?? null;
}

/** When an answer names no technology, the class still tells the family. */
const FAMILY_TECHNOLOGY: Record<TechnologyFamily, NbnTechnology> = {
  FTTP: "FTTP",
  FIXED_WIRELESS: "WIRELESS",
  SATELLITE: "SATELLITE",
  FTTN_FTTB: "FTTN",
  HFC: "HFC",
  FTTC: "FTTC",
};

export function technologyForClass(serviceClass: number): NbnTechnology | null {
  const family = technologyFamily(serviceClass);
  return family ? FAMILY_TECHNOLOGY[family] : null;
}

/** How the technology reads in a sentence: "A FTTP nbn service", "A Fixed Wireless nbn service". */
export function technologyLabel(technology: NbnTechnology): string {
  if (technology === "WIRELESS") return "Fixed Wireless";
  if (technology === "SATELLITE") return "Satellite";
  return technology;
}
