import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/case-studies";

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    page: context.content.page("caseStudies").overview,
    canonical: canonicalUrl({ context, request }),
  };
}

export const meta = pageMeta;

const Page = partAfterStart(() =>
  import("~/pages/case-studies").then((module) => module.CaseStudiesPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
