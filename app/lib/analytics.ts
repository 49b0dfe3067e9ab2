import { withoutQuoteIds } from "@domain/quotes/quote-names";
import { reportError } from "./monitoring";

export type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Pushes an event for the tag manager; a no-op during server rendering. */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** docs/product.md §A8: a virtual page view whose path does not start with "/" logs an error. */
export function trackVirtualPageView(path: string): void {
  if (!path.startsWith("/")) {
    reportError(new Error(`Virtual page view path must start with "/": ${path}`));
    return;
  }
  // A quote's link opens it (ADR 0043): analytics get its id cut short.
  pushDataLayer({ event: "virtualPageView", page: withoutQuoteIds(path) });
}
