import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/internet";
import { leadFormAction } from "~/lib/lead-form-action.server";

export const loader = pageLoader("internetOverview");
export const meta = pageMeta;
/** Its lead form, posted before the script started (ADR 0025). */
export const action = leadFormAction;

const Page = partAfterStart(() => import("~/pages/internet").then((module) => module.InternetPage));
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function Internet({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
