import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/international-networks";

export const loader = pageLoader("internationalNetworks");
export const meta = pageMeta;

const Page = partAfterStart(() =>
  import("~/pages/international-networks").then((module) => module.InternationalNetworksPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function InternationalNetworks({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
