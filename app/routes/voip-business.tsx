import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/voip-business";

export const loader = pageLoader("voipBusiness");
export const meta = pageMeta;

const Page = partAfterStart(() =>
  import("~/pages/voip-business").then((module) => module.VoipBusinessPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function VoipBusiness({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
