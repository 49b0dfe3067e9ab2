import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/coverage";

/** /coverage/telstra and /coverage/optus share this module; the path names the network. */
export function loader({ context, request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const coverage = context.content.page("coverage");
  return {
    page: pathname.endsWith("/optus") ? coverage.optus : coverage.telstra,
    canonical: canonicalUrl({ context, request }),
  };
}

export const meta = pageMeta;

const Page = partAfterStart(() => import("~/pages/coverage").then((module) => module.CoveragePage));
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function Coverage({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
