import type { MetaDescriptor } from "react-router";

export interface SeoFields {
  seoTitle: string;
  seoDescription: string;
}

/** Title, description and canonical link of a page, all present in the server-rendered HTML. */
export function seoMeta(seo: SeoFields | undefined, canonicalUrl?: string): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.seoTitle },
    { name: "description", content: seo.seoDescription },
    { property: "og:title", content: seo.seoTitle },
    { property: "og:description", content: seo.seoDescription },
    { property: "og:type", content: "website" },
  ];
  if (canonicalUrl) {
    tags.push({ tagName: "link", rel: "canonical", href: canonicalUrl });
    tags.push({ property: "og:url", content: canonicalUrl });
  }
  return tags;
}
