import { site } from "~/load-context";
import { DEFAULT_AVAILABLE_SPEED, offeredPlans } from "@domain/plans/plan-rules";
import type { PlansResponse } from "@domain/plans/plan-schema";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/small-business-nbn";
import { leadFormAction } from "~/lib/lead-form-action.server";
import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { FaqAccordion } from "~/components/blocks/FaqAccordion";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { Hero } from "~/components/blocks/Hero";
import { SecondHeading } from "~/components/blocks/SecondHeading";
import { TitledList } from "~/components/blocks/TitledList";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { MultiSitePrompt } from "~/components/blocks/MultiSitePrompt";
import { CaseStudyCarousel, NbnJourney, OffersCarousel } from "~/features/islands";

/**
 * /small-business/nbn (docs/product.md §B2): the address check, plans, extras and order, with
 * the page's content around them. Plans are server-rendered as the default catalogue
 * (GET /api/getDefaultPlansSmbNbn) until an address is checked.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const page = site(context).content.page("smallBusinessNbn");
  const catalogue = site(context).content.page("nbnPlans");
  const defaultPlans: PlansResponse = {
    "no-contract": offeredPlans(catalogue["no-contract"], DEFAULT_AVAILABLE_SPEED),
    needToKnow: catalogue.needToKnow,
  };
  const studies = site(context)
    .content.page("caseStudies")
    .overview.studies.filter((study) => page.caseStudies.types.includes(study.type));
  return {
    page,
    defaultPlans,
    extras: site(context).content.page("orderExtras"),
    studies,
    canonical: canonicalUrl({ context, url }),
  };
}

export const meta = pageMeta;
/** "Email me this quote" posted without its script (ADR 0025, 0043). */
export const action = leadFormAction;

/** The hero, the nbn journey, the offers, and the page's content after them. */
export default function SmallBusinessNbn({
  loaderData: { page, defaultPlans, extras, studies },
}: Route.ComponentProps) {
  return (
    <>
      <Hero theme="internet" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy}>
        <ButtonLink to="#check-address" variant="inverted">
          Check your address
        </ButtonLink>
      </Hero>
      <NbnJourney content={page} defaultPlans={defaultPlans} extras={extras} />
      <MultiSitePrompt />
      <OffersCarousel offers={page.bannerSlider} />
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
