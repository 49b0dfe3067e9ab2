import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/inbound-services";

export const loader = pageLoader("inboundServices");
export const meta = pageMeta;

const Page = partAfterStart(() =>
  import("~/pages/inbound-services").then((module) => module.InboundServicesPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function InboundServices({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
