/** The five background themes the error and not-found views pick from (spec 000 section 2). */
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
