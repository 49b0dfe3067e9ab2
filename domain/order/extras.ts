/** The extras a visitor can add to an nbn order, and which are chosen. */
export const EXTRA_KEYS = ["modem", "extender"] as const;
export type ExtraKey = (typeof EXTRA_KEYS)[number];
export type ExtrasSelection = Readonly<Record<ExtraKey, boolean>>;

/** Spec 001 section 4: the modem is included by default. */
export const DEFAULT_EXTRAS: ExtrasSelection = { modem: true, extender: false };

/**
 * Adds or removes one extra. The modem's inclusion is its own selection, so removing every
 * extra leaves the order without a modem (the hand-off's modem=0).
 */
export function toggleExtra(selection: ExtrasSelection, key: ExtraKey): ExtrasSelection {
  return { ...selection, [key]: !selection[key] };
}

export function selectedExtraKeys(selection: ExtrasSelection): ExtraKey[] {
  return EXTRA_KEYS.filter((key) => selection[key]);
}
