/**
 * The extras a visitor can add to an order, and how many of each are chosen. The modem is one
 * or none; the extender is one or none on the small-business nbn page, and a quantity on Flip
 * to Fibre (docs/product.md §B4: plus and minus buttons, minimum 1).
 */
export const EXTRA_KEYS = ["modem", "extender"] as const;
export type ExtraKey = (typeof EXTRA_KEYS)[number];
/** How many of each extra is in the cart: 0 when it is not added. */
export type ExtrasSelection = Readonly<Record<ExtraKey, number>>;

/** docs/product.md §B4: the modem is included (preselected) by default. */
export const DEFAULT_EXTRAS: ExtrasSelection = { modem: 1, extender: 0 };

/**
 * How many extenders one order may carry: at least 1 once added (docs/product.md §B5), and at
 * most 5, enough mesh points for a large office or a warehouse floor (ADR 0041).
 */
export const EXTENDER_QUANTITY = { min: 1, max: 5 } as const;

/**
 * Adds (one) or removes (all of) an extra. The modem's inclusion is its own selection, so
 * removing every extra leaves the order without a modem (the hand-off's modem=0).
 */
export function toggleExtra(selection: ExtrasSelection, key: ExtraKey): ExtrasSelection {
  return { ...selection, [key]: toggledQuantity(selection[key]) };
}

/** One extra's quantity after its Add or Remove: one when it was absent, none when present. */
export function toggledQuantity(quantity: number): number {
  return quantity > 0 ? 0 : 1;
}

/** A new extender quantity, kept within EXTENDER_QUANTITY while the extender is added. */
export function setExtenderQuantity(selection: ExtrasSelection, quantity: number): ExtrasSelection {
  if (selection.extender === 0 || !Number.isInteger(quantity)) return selection;
  const bounded = Math.min(EXTENDER_QUANTITY.max, Math.max(EXTENDER_QUANTITY.min, quantity));
  return { ...selection, extender: bounded };
}

export function selectedExtraKeys(selection: ExtrasSelection): ExtraKey[] {
  return EXTRA_KEYS.filter((key) => selection[key] > 0);
}
