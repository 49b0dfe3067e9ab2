import type { CaseStudyDetail } from "./pages/case-studies";
import type { Nav } from "./nav-schema";
import type { ContentKey, ContentOf } from "./registry";
import type { SiteSettings } from "./site-schema";

/** The validated content a page's loader reads (the server's ContentService provides it). */
export interface SiteContent {
  site(): SiteSettings;
  nav(): Nav;
  /** One content file's validated data. */
  page<K extends ContentKey>(key: K): ContentOf<K>;
  /** A case study's detail, or undefined for a type that has none. */
  caseStudy(type: string): CaseStudyDetail | undefined;
}
