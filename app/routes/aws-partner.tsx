import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/aws-partner";

export const loader = pageLoader("awsPartner");
export const meta = pageMeta;

const Page = partAfterStart(() =>
  import("~/pages/aws-partner").then((module) => module.AwsPartnerPage),
);
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function AwsPartner({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
