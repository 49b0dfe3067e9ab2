import {
  createSerializer,
  parseAsBoolean,
  parseAsInteger,
  parseAsNumberLiteral,
  parseAsString,
} from "nuqs";

/**
 * What an ordering journey keeps in its link (ADR 0043), typed by nuqs: the checked address and
 * its nbn location, the chosen plan and the extras. Reload, back and forward, or the link opened
 * on another machine bring back the same screen. A value at its default is left out, so a
 * journey not yet touched is its bare path (kept by the page cache).
 */
export const journeyLinkParsers = {
  address: parseAsString,
  location: parseAsString,
  plan: parseAsString,
  modem: parseAsNumberLiteral([0, 1] as const).withDefault(1),
  extender: parseAsInteger.withDefault(0),
};

/** The small-business nbn journey adds its phone line. */
export const nbnLinkParsers = {
  ...journeyLinkParsers,
  line: parseAsBoolean.withDefault(false),
};

/** Flip to Fibre adds the interim nbn plan it connects on until the fibre is in. */
export const flipLinkParsers = { ...journeyLinkParsers, interim: parseAsString };

/** The small-business nbn journey's link for the given choices (the quote's "Order now"). */
export const nbnJourneyLink = createSerializer(nbnLinkParsers);
/** Flip to Fibre's link for the given choices. */
export const flipJourneyLink = createSerializer(flipLinkParsers);
