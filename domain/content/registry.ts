import type { z } from "zod";
import { navSchema } from "./nav-schema";
import { siteSettingsSchema } from "./site-schema";

/**
 * Every content file under content/ and the schema it must satisfy. The server refuses to start
 * when one is missing or invalid, and the unit tests check the same list.
 */
export const CONTENT_FILES = {
  site: { file: "site.json", schema: siteSettingsSchema },
  nav: { file: "nav.json", schema: navSchema },
} as const satisfies Record<string, { file: string; schema: z.ZodType }>;

export type ContentKey = keyof typeof CONTENT_FILES;
export type ContentOf<K extends ContentKey> = z.infer<(typeof CONTENT_FILES)[K]["schema"]>;
export type ContentBundle = { [K in ContentKey]: ContentOf<K> };
