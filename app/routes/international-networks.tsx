import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { Hero } from "~/components/blocks/Hero";
import { TitledList } from "~/components/blocks/TitledList";
import { TwinColumn } from "~/components/blocks/TwinColumn";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/international-networks";

export const loader = pageLoader("internationalNetworks");
export const meta = pageMeta;

export default function InternationalNetworks({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero
        theme="network-solutions"
        title={page.title}
        subTitle={page.subTitle}
        leadCopy={page.leadCopy}
      />
      <FeatureGrid block={page.features} />
      <TitledList block={page.regions} tone="tinted" />
      <TwinColumn block={page.twinColumn} />
      <CallUsPrompt />
    </>
  );
}
