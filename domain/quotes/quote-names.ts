/**
 * A quote has two names (ADR 0043): an unguessable id for its link, 130 random bits written as
 * 26 letters and digits, and a short reference people can read out on the phone, "Q-7K3M-9PXD".
 * Both use Crockford's base32 (no I, L, O or U to misread); the id in lower case, as every path
 * on the site is (server/http/canonical-pages.ts). The id alone opens the quote; the reference
 * opens nothing.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const ID_LENGTH = 26;

export const QUOTE_ID_PATTERN = /^[0-9a-hjkmnp-tv-z]{26}$/;
export const QUOTE_REFERENCE_PATTERN = /^Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

type RandomBytes = (length: number) => Uint8Array;
const secureRandom: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

/** Letters of the alphabet, five random bits each: the low bits of a byte pick one without bias. */
const letters = (count: number, random: RandomBytes) =>
  [...random(count)].map((byte) => ALPHABET[byte & 31]).join("");

export function newQuoteId(random: RandomBytes = secureRandom): string {
  return letters(ID_LENGTH, random).toLowerCase();
}

export function newQuoteReference(random: RandomBytes = secureRandom): string {
  const text = letters(8, random);
  return `Q-${text.slice(0, 4)}-${text.slice(4)}`;
}

/** What a log line may carry of a quote id: enough to tell quotes apart, never enough to open one. */
export function quoteIdForLogs(id: string): string {
  return `${id.slice(0, 6)}…`;
}

/**
 * A run of 26 letters and digits (each possibly percent-encoded) standing alone: a quote id
 * wherever it is in a path, however the path around it is written (`/quotes//id`,
 * `/quotes/x/../id`, `/QUOTES/id.pdf`).
 */
const ID_LIKE = /(?<![0-9a-z%])(?:[0-9a-z]|%[0-9a-f]{2}){26}(?![0-9a-z])/gi;

/** Text (a path, a URL, an error report as JSON) with everything that may be a quote id cut short. */
export function withoutQuoteIds(text: string): string {
  return text.replace(ID_LIKE, (id) =>
    quoteIdForLogs(
      id.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      ),
    ),
  );
}

/** A quote's page, and its PDF. */
export const quotePath = (id: string) => `/quotes/${id}`;
export const quotePdfPath = (id: string) => `${quotePath(id)}.pdf`;
