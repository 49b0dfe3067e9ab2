import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/privacy";

export const loader = pageLoader("privacy");
export const meta = pageMeta;

const Page = partAfterStart(() => import("~/pages/privacy").then((module) => module.PrivacyPage));
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
