import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/voip";

export const loader = pageLoader("voipOverview");
export const meta = pageMeta;

const Page = partAfterStart(() => import("~/pages/voip").then((module) => module.VoipPage));
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function Voip({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
