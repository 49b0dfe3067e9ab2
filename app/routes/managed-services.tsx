import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/managed-services";

export const loader = pageLoader("managedServices");
export const meta = pageMeta;

const Page = partAfterStart(() =>
  import("~/pages/managed-services").then((module) => module.ManagedServicesPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function ManagedServices({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
