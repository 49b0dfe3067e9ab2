import { data, isRouteErrorResponse } from "react-router";
import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { reportError } from "~/lib/monitoring";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/case-study";

/** A case study's detail; an unknown type is the not-found page. */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const page = context.content.caseStudy(params.type);
  if (!page) throw data(null, { status: 404 });
  return { page, canonical: canonicalUrl({ context, request }) };
}

export const meta = pageMeta;

const Page = partAfterStart(() =>
  import("~/pages/case-study").then((module) => module.CaseStudyPage),
);
const StoryUnavailable = partAfterStart(() =>
  import("~/pages/case-study").then((module) => module.StoryUnavailable),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}

/** A story that fails to load hides itself; the site around it stays (docs/product.md §A7). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) throw error;
  if (typeof window !== "undefined") reportError(error);
  return <StoryUnavailable />;
}
