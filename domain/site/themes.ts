/** The five background themes the error and not-found views pick from (docs/product.md §A2). */
export const ERROR_THEMES = [
  "internet",
  "voice",
  "managed-services",
  "network-solutions",
  "partners",
] as const;

export type ErrorTheme = (typeof ERROR_THEMES)[number];

export function pickErrorTheme(random: () => number = Math.random): ErrorTheme {
  const index = Math.min(ERROR_THEMES.length - 1, Math.floor(random() * ERROR_THEMES.length));
  return ERROR_THEMES[index] ?? "internet";
}

/**
 * The theme a page's error view would use, picked from its path: spread across the five like a
 * random pick, but the same on every render, so a page is the same bytes for every visitor
 * (ADR 0019). The not-found page, never cached, still picks at random.
 */
export function errorThemeForPath(path: string): ErrorTheme {
  // FNV-1a, then murmur3's finaliser so a one-character change moves it across the range.
  let hash = 0x811c9dc5;
  for (const char of path) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  hash ^= hash >>> 16;
  return pickErrorTheme(() => (hash >>> 0) / 2 ** 32);
}
