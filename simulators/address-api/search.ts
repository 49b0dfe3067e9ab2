import type { AddressSource } from "../../domain/address/address-items";
import type { ProviderKey } from "../../domain/address/providers";
import type { AddressRecord } from "./data-schema";

/**
 * Address matching as public G-NAF autocomplete services do it (docs/product.md §D2):
 * "Rd" and "Road" are one word, unit/suite/shop/level words are ignored (a manual "Unit 3"
 * finds "Suite 3"), every typed word must match, the word still being typed may be a
 * prefix, and one typo is tolerated only in words of five letters or more, so numbers and
 * postcodes never fuzz. A unit number must match an address's own; an address without units
 * (the whole building) is still found with one.
 */
const SYNONYMS: Record<string, string> = {
  street: "st",
  road: "rd",
  place: "pl",
  drive: "dr",
  court: "ct",
  avenue: "ave",
  av: "ave",
  boulevard: "bvd",
  blvd: "bvd",
  grove: "gr",
  highway: "hwy",
  alley: "ally",
  arcade: "arc",
  bypass: "bypa",
  circuit: "cct",
  close: "cl",
  corner: "crn",
  crescent: "cres",
  esplanade: "esp",
  green: "grn",
  junction: "jnc",
  parade: "pde",
  ridge: "rdge",
  square: "sq",
  terrace: "tce",
};
const FLAT_WORDS = new Set([
  "unit",
  "u",
  "suite",
  "shop",
  "level",
  "lvl",
  "apartment",
  "apt",
  "flat",
]);

interface QueryWord {
  word: string;
  /** Follows "unit", "suite"...: the number of a unit within the building. */
  unit: boolean;
}

function queryWords(text: string): QueryWord[] {
  const words: QueryWord[] = [];
  let afterFlatWord = false;
  const raw = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter(Boolean);
  for (const word of raw) {
    if (FLAT_WORDS.has(word)) {
      afterFlatWord = true;
      continue;
    }
    words.push({ word: SYNONYMS[word] ?? word, unit: afterFlatWord });
    afterFlatWord = false;
  }
  return words;
}

export function tokens(text: string): string[] {
  return queryWords(text).map(({ word }) => word);
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

const isNumeric = (word: string) => /^\d/.test(word);

interface Indexed {
  record: AddressRecord;
  words: string[];
  wordSet: Set<string>;
}

export interface AddressIndex {
  search(query: {
    fullText: string;
    source: AddressSource;
    excludeProviders?: ProviderKey;
    limit: number;
  }): AddressRecord[];
}

export function buildAddressIndex(records: readonly AddressRecord[]): AddressIndex {
  const indexed: Indexed[] = records.map((record) => {
    const words = tokens(record.formattedAddress);
    return { record, words, wordSet: new Set(words) };
  });

  /** 2 for an exact word, 1 for a prefix or a typo, 0 for no match, null to skip the word. */
  const score = (entry: Indexed, { word, unit }: QueryWord, last: boolean): number | null => {
    if (unit) {
      if (!entry.record.flat) return null;
      return entry.record.flat.number.toLowerCase() === word ? 2 : 0;
    }
    if (entry.wordSet.has(word)) return 2;
    for (const candidate of entry.words) {
      if (last && candidate.startsWith(word)) return 1;
      if (!isNumeric(word) && word.length >= 5 && withinOneEdit(word, candidate)) return 1;
    }
    return 0;
  };

  return {
    search({ fullText, source, excludeProviders, limit }) {
      const query = queryWords(fullText);
      if (query.length === 0) return [];
      // A word followed by a space is finished; only the one being typed may be a prefix.
      const typing = !/\s$/.test(fullText);
      const matches: { record: AddressRecord; total: number }[] = [];
      for (const entry of indexed) {
        if (!entry.record.sources.includes(source)) continue;
        let total = 0;
        for (let index = 0; index < query.length; index += 1) {
          const points = score(entry, query[index]!, typing && index === query.length - 1);
          if (points === 0) {
            total = -1;
            break;
          }
          total += points ?? 0;
        }
        if (total < 0) continue;
        const providers = excludeProviders
          ? entry.record.providers.filter((provider) => provider.name !== excludeProviders)
          : entry.record.providers;
        if (providers.length === 0) continue;
        // Addresses whose own number is typed first rank above ones that merely contain it.
        const first = query.find((word) => !word.unit)?.word;
        const numberFirst = entry.words[0] === first || entry.record.number.toLowerCase() === first;
        matches.push({
          record:
            providers === entry.record.providers ? entry.record : { ...entry.record, providers },
          total: total + (numberFirst ? 1 : 0),
        });
      }
      return matches
        .sort(
          (a, b) =>
            b.total - a.total || a.record.formattedAddress.localeCompare(b.record.formattedAddress),
        )
        .slice(0, limit)
        .map((match) => match.record);
    },
  };
}
