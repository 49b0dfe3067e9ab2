import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { canonicalUrl, pageMeta } from "~/lib/page";
import { reportError } from "~/lib/monitoring";
import type { Route } from "./+types/mobile-fleet";

/** The fleet content (GET /api/mobile-fleet/plan), the roaming zones and the map's address. */
export function loader({ context, request }: Route.LoaderArgs) {
  const roaming = context.content.page("roaming");
  return {
    page: context.content.page("mobileFleet"),
    roamingZones: roaming.zones,
    roamingMms: roaming.mms,
    roamingCountryCount: roaming.countries.length,
    coverageMapUrl: context.outside.coverageMap,
    canonical: canonicalUrl({ context, request }),
  };
}

export const meta = pageMeta;

const Page = partAfterStart(() =>
  import("~/pages/mobile-fleet").then((module) => module.MobileFleetPage),
);
const Unavailable = partAfterStart(() =>
  import("~/pages/mobile-fleet").then((module) => module.MobileFleetUnavailable),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function MobileFleet({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}

/** A failed load is logged and reported; the page adds nothing to it (docs/product.md §B8). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (typeof window !== "undefined") reportError(error, { page: "mobile fleet" });
  return <Unavailable />;
}
