import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/voip-business";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { PriceTable } from "~/components/blocks/PriceTable";
import { Section } from "~/components/ui/Section";
import { formatPrice } from "@domain/format/money";

export const loader = pageLoader("voipBusiness");
export const meta = pageMeta;

/** Business VoIP: DID packs, number porting fees, call rates and the unlimited call pack. */
export default function VoipBusiness({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <ContentPageFrame theme="voice" page={page}>
      <FeatureGrid block={page.features} />
      <PriceTable block={page.callRates} tone="tinted" />
      <Section title={page.unlimitedCallPack.title}>
        <div className="flex flex-col gap-4 rounded-lg bg-brand-900 p-8 text-white md:flex-row md:items-center md:justify-between">
          <p className="max-w-2xl text-lg">{page.unlimitedCallPack.description}</p>
          <p className="text-3xl font-bold text-accent-400">
            {formatPrice(page.unlimitedCallPack.price)}
          </p>
        </div>
      </Section>
      <PriceTable block={page.didPacks} tone="tinted" />
      <PriceTable block={page.numberPorting} />
    </ContentPageFrame>
  );
}
