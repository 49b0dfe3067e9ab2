import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/wireless-backup";

export const loader = pageLoader("wirelessBackup");
export const meta = pageMeta;

const Page = partAfterStart(() =>
  import("~/pages/wireless-backup").then((module) => module.WirelessBackupPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function WirelessBackup({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
