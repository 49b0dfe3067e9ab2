import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/speed-boost";

export const loader = pageLoader("speedBoost");
export const meta = pageMeta;

const Page = partAfterStart(() =>
  import("~/pages/speed-boost").then((module) => module.SpeedBoostPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function SpeedBoost({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
