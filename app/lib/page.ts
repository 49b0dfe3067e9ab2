import type { RouterContextProvider } from "react-router";
import type { ContentKey, ContentOf } from "@domain/content/registry";
import { site } from "~/load-context";
import { seoMeta, type SeoFields } from "./seo";

interface LoaderArgs {
  context: Readonly<RouterContextProvider>;
  /** The page's URL without React Router's own additions (a `.data` suffix). */
  url: URL;
}

export interface PageData<T> {
  page: T;
  canonical: string;
}

/** The page's address on the public site, whatever host the request came in on. */
export function canonicalUrl({ context, url }: LoaderArgs): string {
  return `${site(context).publicUrl}${url.pathname}`;
}

/** The loader of a content page: its content file and its canonical address. */
export function pageLoader<K extends ContentKey>(key: K) {
  return (args: LoaderArgs): PageData<ContentOf<K>> => ({
    page: site(args.context).content.page(key),
    canonical: canonicalUrl(args),
  });
}

/** Title, description, canonical and sharing tags from the page's SEO fields. */
export function pageMeta({ loaderData }: { loaderData?: PageData<SeoFields> }) {
  return seoMeta(loaderData?.page, loaderData?.canonical);
}
