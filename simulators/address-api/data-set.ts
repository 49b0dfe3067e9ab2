import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
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

/** Reads and validates the data set; a broken file stops the stand-in with the reason. */
export function loadAddressDataSet(): AddressDataSet {
  const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as unknown;
  return {
    addresses: addressDataSchema.parse(read(DATA_FILES.addresses)),
    qualifications: qualificationDataSchema.parse(read(DATA_FILES.qualifications)),
  };
}
