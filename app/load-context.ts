import { createContext, RouterContextProvider } from "react-router";
import type { SiteLoadContext } from "@domain/site/load-context";

const siteContext = createContext<SiteLoadContext>();

/** The site's side of a request, as a loader, an action or the renderer reads it. */
export function site(context: Readonly<RouterContextProvider>): SiteLoadContext {
  return context.get(siteContext);
}

/**
 * The router context of one request, holding the host's side of it. The host calls this through
 * the pages' build (`entry.server.tsx` exports it): the context's key must be the one the
 * loaders read, and the host is bundled apart from the pages (ADR 0058).
 */
export function siteLoadContext(value: SiteLoadContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[siteContext, value]]));
}
