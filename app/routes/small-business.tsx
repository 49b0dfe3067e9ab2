import { site } from "~/load-context";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/small-business";
import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { Hero } from "~/components/blocks/Hero";
import { Paragraphs } from "~/components/blocks/Paragraphs";
import { TitledList } from "~/components/blocks/TitledList";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Picture } from "~/components/ui/Picture";
import { Section } from "~/components/ui/Section";
import { formatPrice } from "@domain/format/money";

/**
 * The small-business overview, with the small-business voice product as a section
 * (docs/product.md §C3).
 */
export function loader({ context, url }: Route.LoaderArgs) {
  return {
    page: site(context).content.page("smallBusinessOverview"),
    voice: site(context).content.page("voipSmallBusiness"),
    canonical: canonicalUrl({ context, url }),
  };
}

export const meta = pageMeta;

/** The small-business overview, with the small-business voice product as a section. */
export default function SmallBusiness({ loaderData: { page, voice } }: Route.ComponentProps) {
  const { product } = voice;
  return (
    <>
      <Hero theme="internet" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy}>
        <ButtonLink to={page.nbnOffer.cta.url} variant="inverted">
          {page.nbnOffer.cta.title}
        </ButtonLink>
      </Hero>
      <FeatureGrid block={page.highlights} />
      <Section title={page.nbnOffer.title} subTitle={page.nbnOffer.subTitle} tone="tinted">
        <Paragraphs items={page.nbnOffer.leadCopy} className="max-w-3xl text-lg" />
      </Section>
      <Section title={voice.title} subTitle={voice.subTitle} id="small-business-voice">
        <Paragraphs items={voice.leadCopy} className="max-w-3xl text-lg" />
        <div className="mt-10 flex flex-col gap-10 lg:flex-row">
          <div className="lg:w-1/2">
            <h3 className="text-2xl font-bold text-brand-900">{product.details.title}</h3>
            <p className="mt-1 text-muted">{product.details.subTitle}</p>
            <Paragraphs items={product.details.leadCopy} className="mt-4" />
            <h4 className="mt-6 text-xl font-semibold text-brand-900">
              {product.details.secondTitle}
            </h4>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              {product.details.secondItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-lg bg-brand-50 p-6 lg:w-1/2">
            <figure>
              <Picture name={product.image} alt="" className="mx-auto h-auto w-full max-w-sm" />
              <figcaption className="mt-4 text-center">
                <span className="block font-semibold text-brand-900">{product.imageTitle}</span>
                <span className="mt-2 block text-4xl font-bold text-brand-700">
                  {formatPrice(product.price)}
                </span>
              </figcaption>
            </figure>
            <ul className="mt-4 space-y-1 text-sm text-muted">
              {product.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <TitledList block={{ title: "Call features", items: product.features }} tone="tinted" />
      <TitledList block={product.inclusions} />
      <CallUsPrompt />
    </>
  );
}
