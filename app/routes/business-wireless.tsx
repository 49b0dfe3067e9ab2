import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/business-wireless";
import { leadFormAction } from "~/lib/lead-form-action.server";

export function loader(args: Route.LoaderArgs) {
  return {
    ...pageLoader("businessWireless")(args),
    phone: args.context.content.site().phones.sales.display,
  };
}
export const meta = pageMeta;
/** Its lead form, posted before the script started (ADR 0025). */
export const action = leadFormAction;

const Page = partAfterStart(() =>
  import("~/pages/business-wireless").then((module) => module.BusinessWirelessPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function BusinessWireless({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
