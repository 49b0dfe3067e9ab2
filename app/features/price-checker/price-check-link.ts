import { createSerializer, parseAsNumberLiteral, parseAsString } from "nuqs";
import { DEFAULT_PRICE_CHECKER_SPEED, PRICE_CHECKER_SPEEDS } from "@domain/pricing/carriers";

/**
 * What the price checker keeps in its link (ADR 0043), typed by nuqs: the address the carriers
 * were asked about and the speed. The visitor's own details never go in it: the link is made to
 * be forwarded. The default speed is left out, and an unchecked checker is its bare path.
 */
export const priceCheckLinkParsers = {
  address: parseAsString,
  speed: parseAsNumberLiteral(PRICE_CHECKER_SPEEDS).withDefault(DEFAULT_PRICE_CHECKER_SPEED),
};

/** The price checker's link for an address and speed (a quote's "Order now"). */
export const priceCheckLink = createSerializer(priceCheckLinkParsers);
