import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/network-solutions";

export const loader = pageLoader("networkOverview");
export const meta = pageMeta;

const Page = partAfterStart(() =>
  import("~/pages/network-solutions").then((module) => module.NetworkSolutionsPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function NetworkSolutions({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
