import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/ip-transit";

export const loader = pageLoader("ipTransit");
export const meta = pageMeta;

const Page = partAfterStart(() =>
  import("~/pages/ip-transit").then((module) => module.IpTransitPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function IpTransit({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
