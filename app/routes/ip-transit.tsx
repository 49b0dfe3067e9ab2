import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { Hero } from "~/components/blocks/Hero";
import { PriceTable } from "~/components/blocks/PriceTable";
import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/ip-transit";

export const loader = pageLoader("ipTransit");
export const meta = pageMeta;

/** IP transit: features and the list of fees. */
export default function IpTransit({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero
        theme="network-solutions"
        title={page.title}
        subTitle={page.subTitle}
        leadCopy={page.leadCopy}
      />
      <FeatureGrid block={page.features} />
      <PriceTable block={page.fees} tone="tinted" />
      <CallUsPrompt />
    </>
  );
}
