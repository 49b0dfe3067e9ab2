import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/ip-transit";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { PriceTable } from "~/components/blocks/PriceTable";

export const loader = pageLoader("ipTransit");
export const meta = pageMeta;

/** IP transit: features and the list of fees. */
export default function IpTransit({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <ContentPageFrame theme="network-solutions" page={page}>
      <FeatureGrid block={page.features} />
      <PriceTable block={page.fees} tone="tinted" />
    </ContentPageFrame>
  );
}
