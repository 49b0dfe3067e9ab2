import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/cloud-connectivity";

export const loader = pageLoader("cloudConnectivity");
export const meta = pageMeta;

const Page = partAfterStart(() =>
  import("~/pages/cloud-connectivity").then((module) => module.CloudConnectivityPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function CloudConnectivity({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
