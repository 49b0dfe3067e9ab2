/**
 * Name search for countries and destinations (roaming look-up, international rates): case-
 * and accent-insensitive, over names and their common aliases, prefix matches first. The
 * search term is plain text: wildcards, quotes and SQL-like text match only themselves.
 */

/** Letters that do not decompose into a base letter and a mark. */
const FOLDED_LETTERS: Record<string, string> = {
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/**
 * The comparable form of a name or a term: accents dropped, lower case, apostrophes removed
 * ("d'Ivoire" and "d’Ivoire" read "divoire"), hyphens and runs of spaces as one space. Every
 * other character is kept as it is, so "%" or "*" only ever match a literal "%" or "*".
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/['’‘`´ʼ]/g, "")
    .replace(/[\s\-‐‑‒–—]+/g, " ")
    .trim();
}

/** A term with no letter or digit cannot match any name: no need to ask the server. */
export function hasSearchableText(term: string): boolean {
  return /[\p{L}\p{N}]/u.test(term);
}

/** How well a name matches a term; lower is better, undefined is no match. */
export function matchRank(name: string, term: string): number | undefined {
  if (name === term) return 0;
  if (name.startsWith(term)) return 1;
  if (name.includes(` ${term}`)) return 2;
  if (name.includes(term)) return 3;
  return undefined;
}

export interface NameIndex<T> {
  /** The best matches for a term, best first, at most `limit`. */
  search(term: string, limit: number): T[];
}

/**
 * Indexes items by their names (normalised once, here) and ranks them for a term: an exact
 * name first, then names that start with the term, then a word that starts with it, then any
 * other occurrence; ties in the order of the primary name.
 */
export function createNameIndex<T>(
  items: readonly T[],
  namesOf: (item: T) => readonly string[],
): NameIndex<T> {
  const entries = items.map((item) => {
    const names = namesOf(item).map(normaliseSearchText);
    return { item, names, sortKey: names[0] ?? "" };
  });
  return {
    search(term, limit) {
      const wanted = normaliseSearchText(term);
      if (!hasSearchableText(wanted)) return [];
      const matches: { item: T; rank: number; sortKey: string }[] = [];
      for (const entry of entries) {
        let best: number | undefined;
        for (const name of entry.names) {
          const rank = matchRank(name, wanted);
          if (rank !== undefined && (best === undefined || rank < best)) best = rank;
        }
        if (best !== undefined)
          matches.push({ item: entry.item, rank: best, sortKey: entry.sortKey });
      }
      matches.sort((a, b) => a.rank - b.rank || a.sortKey.localeCompare(b.sortKey));
      return matches.slice(0, limit).map((match) => match.item);
    },
  };
}
