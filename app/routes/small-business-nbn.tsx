import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { DEFAULT_AVAILABLE_SPEED, offeredPlans } from "@domain/plans/plan-rules";
import type { PlansResponse } from "@domain/plans/plan-schema";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/small-business-nbn";
import { leadFormAction } from "~/lib/lead-form-action.server";

/**
 * /small-business/nbn (docs/product.md §B2): the address check, plans, extras and order, with
 * the page's content around them. Plans are server-rendered as the default catalogue
 * (GET /api/getDefaultPlansSmbNbn) until an address is checked.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const page = context.content.page("smallBusinessNbn");
  const catalogue = context.content.page("nbnPlans");
  const defaultPlans: PlansResponse = {
    "no-contract": offeredPlans(catalogue["no-contract"], DEFAULT_AVAILABLE_SPEED),
    needToKnow: catalogue.needToKnow,
  };
  const studies = context.content
    .page("caseStudies")
    .overview.studies.filter((study) => page.caseStudies.types.includes(study.type));
  return {
    page,
    defaultPlans,
    extras: context.content.page("orderExtras"),
    studies,
    canonical: canonicalUrl({ context, request }),
  };
}

export const meta = pageMeta;
/** "Email me this quote" posted without its script (ADR 0025, 0043). */
export const action = leadFormAction;

const Page = partAfterStart(() =>
  import("~/pages/small-business-nbn").then((module) => module.SmallBusinessNbnPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function SmallBusinessNbn({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
