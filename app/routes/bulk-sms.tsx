import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import type { Route } from "./+types/bulk-sms";
import { canonicalUrl, pageMeta } from "~/lib/page";

export function loader({ context, request }: Route.LoaderArgs) {
  const page = context.content.page("bulkSms");
  return {
    page,
    canonical: canonicalUrl({ context, request }),
    enquiryPhone: context.content.site().phones[page.enquiry.phone].display,
  };
}

export const meta = pageMeta;

const Page = partAfterStart(() => import("~/pages/bulk-sms").then((module) => module.BulkSmsPage));
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function BulkSms({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
