import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/enterprise-ethernet";
import { leadFormAction } from "~/lib/lead-form-action.server";

export function loader({ context, request }: Route.LoaderArgs) {
  const page = context.content.page("enterpriseNbn");
  const { studies } = context.content.page("caseStudies").overview;
  return {
    page,
    canonical: canonicalUrl({ context, request }),
    studies: page.caseStudies.types.flatMap((type) =>
      studies.filter((study) => study.type === type),
    ),
  };
}

export const meta = pageMeta;
/** Its lead form, posted before the script started (ADR 0025). */
export const action = leadFormAction;

const Page = partAfterStart(() =>
  import("~/pages/enterprise-ethernet").then((module) => module.EnterpriseEthernetPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function EnterpriseEthernet({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
