import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/cloud-connectivity";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { Paragraphs } from "~/components/blocks/Paragraphs";
import { TitledList } from "~/components/blocks/TitledList";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Section } from "~/components/ui/Section";
import { formatPrice } from "@domain/format/money";

export const loader = pageLoader("cloudConnectivity");
export const meta = pageMeta;

/** Cloud connectivity: from $150/mth for 1Gbps on the East Coast, enquiries via /contact. */
export default function CloudConnectivity({ loaderData: { page } }: Route.ComponentProps) {
  const { offer } = page;
  return (
    <ContentPageFrame theme="network-solutions" page={page}>
      <Section title={offer.title}>
        <div className="rounded-lg bg-brand-900 p-8 text-white">
          <p className="text-lg">
            From{" "}
            <span className="text-4xl font-bold text-accent-400">{formatPrice(offer.price)}</span>{" "}
            for {offer.bandwidth} <span className="block sm:inline">({offer.region})</span>
          </p>
          <Paragraphs items={offer.description} className="mt-4 max-w-3xl text-brand-50" />
          <div className="mt-6">
            <ButtonLink to={offer.cta.url} variant="inverted">
              {offer.cta.title}
            </ButtonLink>
          </div>
        </div>
      </Section>
      <FeatureGrid block={page.features} tone="tinted" />
      <TitledList block={page.clouds} />
    </ContentPageFrame>
  );
}
