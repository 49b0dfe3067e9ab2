import { useSyncExternalStore } from "react";
import { parseSqRecord, SQ_STORAGE_KEY, type SqRecord } from "@domain/qualification/sq-record";
import { readStorage, removeStorage, writeStorage } from "~/lib/storage";

/**
 * The qualification record in session storage under `sq` (docs/product.md §B3): the one copy
 * every journey reads, so a page reload or a move to Flip to Fibre keeps the result.
 */
const CHANGE_EVENT = "sq-change";

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function saveSqRecord(record: SqRecord): void {
  writeStorage("session", SQ_STORAGE_KEY, JSON.stringify(record));
  notify();
}

export function clearSqRecord(): void {
  removeStorage("session", SQ_STORAGE_KEY);
  notify();
}

function subscribe(callback: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, callback);
  return () => window.removeEventListener(CHANGE_EVENT, callback);
}

// useSyncExternalStore needs the same object for the same stored text.
let cachedText: string | null = null;
let cachedRecord: SqRecord | null = null;
function snapshot(): SqRecord | null {
  const text = readStorage("session", SQ_STORAGE_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cachedRecord = parseSqRecord(text);
  }
  return cachedRecord;
}

/** The stored record now, outside rendering (an effect deciding whether to check again). */
export const storedSqRecord = (): SqRecord | null => snapshot();

/** The stored record, or null; always null during server rendering and hydration. */
export function useSqRecord(): SqRecord | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
