import type { ContentBundle, ContentKey, ContentOf } from "../../domain/content/registry";
import type { CaseStudyDetail } from "../../domain/content/pages/case-studies";
import type { Nav } from "../../domain/content/nav-schema";
import type { SiteSettings } from "../../domain/content/site-schema";
import type { SiteContent } from "../../domain/content/site-content";

/**
 * The one source of page content: SSR loaders read it through the load context and the
 * /api routes serve the same objects (made ready to send once, server/api/content.ts). In the
 * demo the content editor replaces it whole after a save (ADR 0046); what is built from it is
 * made again through `derive`.
 */
export class ContentService implements SiteContent {
  constructor(private content: ContentBundle) {}

  /** Puts a new, validated content set in place of this one, in one step. */
  replace(content: ContentBundle): void {
    this.content = content;
  }

  /**
   * A value built from the content (an index, an answer cache, the sitemap): built on first
   * use, and again on the first use after the content is replaced.
   */
  derive<T>(build: () => T): () => T {
    let made: { from: ContentBundle; value: T } | undefined;
    return () => {
      if (made?.from !== this.content) made = { from: this.content, value: build() };
      return made.value;
    };
  }

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
