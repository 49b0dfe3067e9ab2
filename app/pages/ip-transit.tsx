import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { PriceTable } from "~/components/blocks/PriceTable";
import type { Route } from "../routes/+types/ip-transit";

/** IP transit: features and the list of fees. */
export function IpTransitPage({ loaderData: { page } }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <ContentPageFrame theme="network-solutions" page={page}>
      <FeatureGrid block={page.features} />
      <PriceTable block={page.fees} tone="tinted" />
    </ContentPageFrame>
  );
}
