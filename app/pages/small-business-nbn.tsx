import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { CaseStudyCarousel } from "~/components/blocks/CaseStudyCarousel";
import { FaqAccordion } from "~/components/blocks/FaqAccordion";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { Hero } from "~/components/blocks/Hero";
import { SecondHeading } from "~/components/blocks/SecondHeading";
import { TitledList } from "~/components/blocks/TitledList";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Carousel } from "~/components/ui/Carousel";
import { HydratesApart } from "~/components/ui/HydratesApart";
import { Picture } from "~/components/ui/Picture";
import type { Route } from "../routes/+types/small-business-nbn";
import { LinkedNbnJourney as NbnJourney } from "~/features/nbn/NbnJourney";

/** The hero, the nbn journey, the offers, and the page's content after them. */
export function SmallBusinessNbnPage({
  loaderData: { page, defaultPlans, extras, studies },
}: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <>
      <Hero theme="internet" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy}>
        <ButtonLink to="#check-address" variant="inverted">
          Check your address
        </ButtonLink>
      </Hero>
      <NbnJourney content={page} defaultPlans={defaultPlans} extras={extras} />
      <div className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <HydratesApart>
            <Carousel
              label="Offers"
              loop={false}
              perView={{ mobile: 1, desktop: 3 }}
              autoplay={{ mobile: false, desktop: false }}
              slides={page.bannerSlider.map((banner) => (
                <figure key={banner.title} className="h-full rounded-lg bg-brand-50 p-6">
                  <Picture name={banner.image} alt="" className="h-auto w-full" />
                  <figcaption className="mt-4">
                    <span className="block text-xl font-bold text-brand-900">{banner.title}</span>
                    <span className="mt-2 block text-muted">{banner.subTitle}</span>
                  </figcaption>
                </figure>
              ))}
            />
          </HydratesApart>
        </div>
      </div>
      <FeatureGrid block={page.features} tone="tinted" />
      <TitledList block={{ title: page.whyChooseUs.title, items: page.whyChooseUs.list }} />
      <SecondHeading block={page.secondHeading}>
        <ButtonLink to={page.largerNeeds.url} variant="outline">
          {page.largerNeeds.title}
        </ButtonLink>
      </SecondHeading>
      <CaseStudyCarousel title={page.caseStudies.title} studies={studies} />
      <FaqAccordion block={page.faqs} />
      <TitledList block={page.thingsToKnow} tone="tinted" />
      <CallUsPrompt />
    </>
  );
}
