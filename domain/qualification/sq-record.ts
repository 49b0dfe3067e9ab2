import type { AddressItem } from "../address/address-items";
import type { SqSummary } from "./sq-summary-schema";
import {
  isPlannedClass,
  normaliseTechnology,
  technologyForClass,
  type NbnTechnology,
} from "./service-class";

/**
 * The qualification record kept in session storage under `sq` (docs/product.md §B3), derived
 * once from the gateway's sqSummary and read by every journey (nbn plans, Flip to Fibre).
 * `address` is the address the visitor chose, kept with the facts it was qualified for.
 * docs/decisions/0031-qualification-record.md explains the fields the spec only names.
 */
export interface SqRecord {
  address: string;
  /** The class the journey qualified on: the nbn class (null when nbn does not reach it). */
  sqClass: number | null;
  nbnServiceClass: number | null;
  nbnNewDev: boolean;
  nbnType: NbnTechnology | null;
  /** The fibre the premises has or is planned to get ("FTTP"), else null. */
  fibreType: "FTTP" | null;
  hasFibre: boolean;
  nbnRegion: "metro";
  locId: string | null;
  serviceLocationId: string;
  flipReady: boolean;
  flipDate: string | null;
  nbnReadyDate: string | null;
  maxSpeed: number;
  earliestChangeoverDate: string | null;
  completedDate: string;
  services: "nbn" | "fibre";
  additionalServices: string[];
  categories: string[];
  priority: string[];
  campaigns: string[];
  activeService: boolean;
}

export const SQ_STORAGE_KEY = "sq";

/** docs/product.md §B9: a stored maximum speed defaults to 100 when the answer has none. */
export const STORED_SPEED_DEFAULT = 100;

const PRIMARY_SERVICES = new Set(["nbn", "fibre"]);

export function deriveSqRecord(
  summary: SqSummary,
  { address, now }: { address: AddressItem; now: Date },
): SqRecord {
  const nbn = summary.nbn;
  const serviceClass = nbn?.serviceClass ?? null;
  const nbnType = nbn
    ? (normaliseTechnology(nbn.technologyShortCode ?? nbn.technology) ??
      technologyForClass(nbn.serviceClass))
    : null;
  const hasFibre = nbnType === "FTTP";
  const upgrade = nbn?.alternativeTechnologyDetails ?? null;
  const flipReady = upgrade?.readyStatus === "ready";
  const flipDate = flipReady ? (upgrade?.readyDate ?? null) : null;
  const nbnReadyDate = nbn?.readyDate ?? null;
  const services = hasFibre ? "fibre" : "nbn";
  const categories = [...summary.availablePlanCategories];
  return {
    address: address.address,
    sqClass: serviceClass,
    nbnServiceClass: serviceClass,
    nbnNewDev: nbn?.newDevelopmentsChargeApplies ?? false,
    nbnType,
    fibreType: hasFibre || upgrade ? "FTTP" : null,
    hasFibre,
    nbnRegion: "metro",
    locId: nbn?.locationId ?? null,
    serviceLocationId: address.locationId,
    flipReady,
    flipDate,
    nbnReadyDate,
    maxSpeed: nbn ? (nbn.maximumDownloadSpeed ?? STORED_SPEED_DEFAULT) : 0,
    // An upgrade's change date, else the day the premises became (or becomes) nbn ready.
    earliestChangeoverDate:
      flipDate ?? (serviceClass !== null && isPlannedClass(serviceClass) ? nbnReadyDate : null),
    completedDate: now.toISOString(),
    services,
    additionalServices: categories.filter((category) => !PRIMARY_SERVICES.has(category)),
    categories,
    priority: [...summary.priority],
    campaigns: [...(nbn?.campaigns ?? [])],
    activeService: nbn?.activeService ?? false,
  };
}

const isText = (value: unknown) => typeof value === "string";
const isTextOrNull = (value: unknown) => value === null || typeof value === "string";
const isNumberOrNull = (value: unknown) => value === null || typeof value === "number";
const isTextList = (value: unknown) => Array.isArray(value) && value.every(isText);

/**
 * A record read back from session storage, or null when it is missing or not one of ours (an
 * older shape, or edited by hand). Checked by hand: zod would add its weight to the page.
 */
export function parseSqRecord(json: string | null): SqRecord | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<keyof SqRecord, unknown>;
  const valid =
    isText(record.address) &&
    isNumberOrNull(record.sqClass) &&
    isNumberOrNull(record.nbnServiceClass) &&
    typeof record.nbnNewDev === "boolean" &&
    isTextOrNull(record.nbnType) &&
    isTextOrNull(record.fibreType) &&
    typeof record.hasFibre === "boolean" &&
    record.nbnRegion === "metro" &&
    isTextOrNull(record.locId) &&
    isText(record.serviceLocationId) &&
    typeof record.flipReady === "boolean" &&
    isTextOrNull(record.flipDate) &&
    isTextOrNull(record.nbnReadyDate) &&
    typeof record.maxSpeed === "number" &&
    isTextOrNull(record.earliestChangeoverDate) &&
    isText(record.completedDate) &&
    (record.services === "nbn" || record.services === "fibre") &&
    isTextList(record.additionalServices) &&
    isTextList(record.categories) &&
    isTextList(record.priority) &&
    isTextList(record.campaigns) &&
    typeof record.activeService === "boolean";
  return valid ? (value as SqRecord) : null;
}
