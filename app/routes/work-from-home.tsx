import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/work-from-home";
import { leadFormAction } from "~/lib/lead-form-action.server";

export const loader = pageLoader("workFromHome");
export const meta = pageMeta;
/** Its lead form, posted before the script started (ADR 0025). */
export const action = leadFormAction;

const Page = partAfterStart(() =>
  import("~/pages/work-from-home").then((module) => module.WorkFromHomePage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function WorkFromHome({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
