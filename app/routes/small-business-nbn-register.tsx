import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/small-business-nbn-register";
import { leadFormAction } from "~/lib/lead-form-action.server";

export const loader = pageLoader("smallBusinessNbnRegister");
export const meta = pageMeta;
/** Its lead form, posted before the script started (ADR 0025). */
export const action = leadFormAction;

const Page = partAfterStart(() =>
  import("~/pages/small-business-nbn-register").then(
    (module) => module.SmallBusinessNbnRegisterPage,
  ),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function SmallBusinessNbnRegister({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
