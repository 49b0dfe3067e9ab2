import { useCallback, useEffect, useRef, useState } from "react";
import type { AddressItem } from "@domain/address/address-items";
import { deriveSqRecord, type SqRecord } from "@domain/qualification/sq-record";
import { reportError } from "~/lib/monitoring";
import { qualifyAddress } from "./address-lookup";
import { clearSqRecord, saveSqRecord, useSqRecord } from "./sq-store";

/** How the address was given: chosen from the suggestions, or typed into the manual form. */
export type AddressEntry = "search" | "manual";

export type QualificationStatus =
  | { status: "idle" }
  | { status: "checking"; address: string }
  | { status: "qualified"; record: SqRecord }
  | { status: "failed"; entry: AddressEntry };

export type CheckResult = "qualified" | "failed" | "replaced";

export interface Qualification {
  state: QualificationStatus;
  qualify(item: AddressItem, entry: AddressEntry): Promise<CheckResult>;
  /** A failed look-up before qualification (manual entry that found no address). */
  fail(entry: AddressEntry): void;
}

/**
 * Qualifies a chosen address and keeps the record in session storage. A new check replaces
 * one under way; a failed check clears the stored record, as the spec's "session resets".
 */
export function useQualification(brand: string): Qualification {
  const record = useSqRecord();
  const [checking, setChecking] = useState<string | null>(null);
  const [failed, setFailed] = useState<AddressEntry | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const qualify = useCallback(
    (item: AddressItem, entry: AddressEntry) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      clearSqRecord();
      setFailed(null);
      setChecking(item.address);
      return qualifyAddress(item, brand, current.signal).then(
        (summary): CheckResult => {
          if (current.signal.aborted) return "replaced";
          saveSqRecord(deriveSqRecord(summary, { address: item, now: new Date() }));
          setChecking(null);
          return "qualified";
        },
        (error: unknown): CheckResult => {
          if (current.signal.aborted) return "replaced";
          reportError(error, { step: "service qualification" });
          setChecking(null);
          setFailed(entry);
          return "failed";
        },
      );
    },
    [brand],
  );

  const fail = useCallback((entry: AddressEntry) => {
    controller.current?.abort();
    clearSqRecord();
    setChecking(null);
    setFailed(entry);
  }, []);

  const state: QualificationStatus = checking
    ? { status: "checking", address: checking }
    : failed
      ? { status: "failed", entry: failed }
      : record
        ? { status: "qualified", record }
        : { status: "idle" };
  return { state, qualify, fail };
}
