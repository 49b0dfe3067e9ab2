/**
 * The stand-in's made-up answer for a place: metropolitan postcodes get 5G, other postcodes
 * 4G, and any other text one of the outcomes picked from its letters, so the same place
 * always shows the same coverage.
 */
export interface CoverageAnswer {
  place: string;
  summary: string;
}

const OUTCOMES = [
  "5G outdoors and 4G indoors",
  "4G outdoors and indoors",
  "4G outdoors, 3G indoors",
] as const;

/** Postcode ranges of the capital cities' metropolitan areas. */
const METRO_POSTCODES: [number, number][] = [
  [800, 832],
  [2000, 2234],
  [2600, 2618],
  [3000, 3207],
  [4000, 4179],
  [5000, 5199],
  [6000, 6199],
  [7000, 7099],
];

export function coverageFor(place: string): CoverageAnswer {
  if (/^\d{4}$/.test(place)) {
    const postcode = Number(place);
    const metro = METRO_POSTCODES.some(([from, to]) => postcode >= from && postcode <= to);
    return { place, summary: metro ? OUTCOMES[0] : OUTCOMES[1] };
  }
  let hash = 0;
  for (const character of place.toLowerCase()) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return { place, summary: OUTCOMES[hash % OUTCOMES.length]! };
}
