import type { RouterContextProvider, ServerBuild } from "react-router";
import type { SiteLoadContext } from "../../domain/site/load-context";

/** What the pages' entry (app/entry.server.tsx) exports for the host, beside the renderer. */
interface PagesEntry {
  siteLoadContext(value: SiteLoadContext): RouterContextProvider;
}

/**
 * Makes each request's router context through the pages' build: the context's key is the
 * pages' own, and the host is bundled apart from them (ADR 0058), so only the build can make
 * a context its loaders read. In development the build is Vite's, loaded afresh.
 */
export function pageContexts(
  build: ServerBuild | (() => Promise<ServerBuild>),
): (value: SiteLoadContext) => Promise<RouterContextProvider> {
  return async (value) => {
    const loaded = typeof build === "function" ? await build() : build;
    const entry = loaded.entry.module as ServerBuild["entry"]["module"] & Partial<PagesEntry>;
    if (!entry.siteLoadContext) {
      throw new Error("the pages' entry (app/entry.server.tsx) exports no siteLoadContext");
    }
    return entry.siteLoadContext(value);
  };
}
