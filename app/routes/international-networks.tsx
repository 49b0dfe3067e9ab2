import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/international-networks";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { TitledList } from "~/components/blocks/TitledList";
import { TwinColumn } from "~/components/blocks/TwinColumn";

export const loader = pageLoader("internationalNetworks");
export const meta = pageMeta;

/** International networks: features, regions and a twin column. */
export default function InternationalNetworks({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <ContentPageFrame theme="network-solutions" page={page}>
      <FeatureGrid block={page.features} />
      <TitledList block={page.regions} tone="tinted" />
      <TwinColumn block={page.twinColumn} />
    </ContentPageFrame>
  );
}
