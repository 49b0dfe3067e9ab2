import type { ContentBundle, ContentKey, ContentOf } from "../../domain/content/registry";
import type { CaseStudyDetail } from "../../domain/content/pages/case-studies";
import type { Nav } from "../../domain/content/nav-schema";
import type { SiteSettings } from "../../domain/content/site-schema";
import type { SiteContent } from "../../domain/content/site-content";

/**
 * The one source of page content: SSR loaders read it through the load context and the
 * /api routes serve the same objects (made ready to send once, server/api/content.ts).
 */
export class ContentService implements SiteContent {
  constructor(private readonly content: ContentBundle) {}

  site(): SiteSettings {
    return this.content.site;
  }

  nav(): Nav {
    return this.content.nav;
  }

  /** One content file's validated data. */
  page<K extends ContentKey>(key: K): ContentOf<K> {
    return this.content[key];
  }

  /** A case study's detail, or undefined for a type that has none. */
  caseStudy(type: string): CaseStudyDetail | undefined {
    const { details } = this.content.caseStudies;
    return Object.hasOwn(details, type) ? details[type] : undefined;
  }
}
