import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { TitledList } from "~/components/blocks/TitledList";
import { TwinColumn } from "~/components/blocks/TwinColumn";
import type { Route } from "../routes/+types/international-networks";

/** International networks: features, regions and a twin column. */
export function InternationalNetworksPage({
  loaderData: { page },
}: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <ContentPageFrame theme="network-solutions" page={page}>
      <FeatureGrid block={page.features} />
      <TitledList block={page.regions} tone="tinted" />
      <TwinColumn block={page.twinColumn} />
    </ContentPageFrame>
  );
}
