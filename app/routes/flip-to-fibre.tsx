import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { upgradePlans } from "@domain/plans/plan-rules";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/flip-to-fibre";
import { leadFormAction } from "~/lib/lead-form-action.server";

/**
 * /flip-to-fibre (docs/product.md §B2): the headline and three steps, the eligibility check,
 * fibre and interim plans, the order summary, the registration panel, things you need to know
 * and the critical information links. The fibre plans are the business nbn catalogue under
 * the upgrade's rules (ADR 0040), server-rendered before any address is checked.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const catalogue = context.content.page("nbnPlans");
  const nbnFromPrice = Math.min(
    ...catalogue["no-contract"].map((plan) => plan.special?.planPrice ?? plan.price),
  );
  return {
    page: context.content.page("flipToFibre"),
    plans: upgradePlans(catalogue["no-contract"], null),
    interimPlans: context.content.page("interimPlans").plans,
    extras: context.content.page("orderExtras"),
    nbnFromPrice,
    canonical: canonicalUrl({ context, request }),
  };
}

export const meta = pageMeta;
/** "Email me this quote" posted without its script (ADR 0025, 0043). */
export const action = leadFormAction;

const Page = partAfterStart(() =>
  import("~/pages/flip-to-fibre").then((module) => module.FlipToFibrePage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function FlipToFibre({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
