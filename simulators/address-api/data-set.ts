import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PARSE_ONCE } from "../../platform/parse-once";
import {
  addressDataSchema,
  qualificationDataSchema,
  type AddressRecord,
  type QualificationRecord,
} from "./data-schema";

/** The committed data files (written by data/generate.ts). */
export const DATA_FILES = {
  addresses: fileURLToPath(new URL("./data/addresses.json", import.meta.url)),
  qualifications: fileURLToPath(new URL("./data/service-qualification.json", import.meta.url)),
};

export interface AddressDataSet {
  addresses: AddressRecord[];
  qualifications: Record<string, QualificationRecord>;
}

let loaded: AddressDataSet | undefined;

const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as unknown;

/**
 * Reads and validates the data set once per process; a broken file fails the stand-in's
 * requests with the reason. The address API and the carriers share it, and neither changes it.
 */
export function loadAddressDataSet(): AddressDataSet {
  loaded ??= {
    addresses: addressDataSchema.parse(read(DATA_FILES.addresses), PARSE_ONCE),
    qualifications: qualificationDataSchema.parse(read(DATA_FILES.qualifications), PARSE_ONCE),
  };
  return loaded;
}
