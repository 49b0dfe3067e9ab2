import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/small-business";

/**
 * The small-business overview, with the small-business voice product as a section
 * (docs/product.md §C3).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  return {
    page: context.content.page("smallBusinessOverview"),
    voice: context.content.page("voipSmallBusiness"),
    canonical: canonicalUrl({ context, request }),
  };
}

export const meta = pageMeta;

const Page = partAfterStart(() =>
  import("~/pages/small-business").then((module) => module.SmallBusinessPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function SmallBusiness({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
