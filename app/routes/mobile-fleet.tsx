import { site } from "~/load-context";
import { canonicalUrl, pageMeta } from "~/lib/page";
import { reportError } from "~/lib/monitoring";
import type { Route } from "./+types/mobile-fleet";
import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { DataTable } from "~/components/blocks/DataTable";
import { FaqAccordion } from "~/components/blocks/FaqAccordion";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { Hero } from "~/components/blocks/Hero";
import { PriceTable } from "~/components/blocks/PriceTable";
import { TitledList } from "~/components/blocks/TitledList";
import { BUTTON_CLASS } from "~/components/ui/ButtonLink";
import { Section } from "~/components/ui/Section";
import { TickList } from "~/components/ui/TickList";
import { AddOns } from "~/features/mobile-fleet/AddOns";
import { CoverageMap } from "~/features/mobile-fleet/CoverageMap";
import { FleetPlans } from "~/features/mobile-fleet/FleetPlans";
import { InternationalRates, RoamingCountries } from "~/features/islands";

/** The fleet content (GET /api/mobile-fleet/plan), the roaming zones and the map's address. */
export function loader({ context, url }: Route.LoaderArgs) {
  const roaming = site(context).content.page("roaming");
  return {
    page: site(context).content.page("mobileFleet"),
    roamingZones: roaming.zones,
    roamingMms: roaming.mms,
    roamingCountryCount: roaming.countries.length,
    coverageMapUrl: site(context).outside.coverageMap,
    canonical: canonicalUrl({ context, url }),
  };
}

export const meta = pageMeta;

/** A failed load is logged and reported; the page adds nothing to it (docs/product.md §B8). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (typeof window !== "undefined") reportError(error, { page: "mobile fleet" });
  return <MobileFleetUnavailable />;
}

const PLANS_ID = "plans";

/** Moves to the plans smoothly (unless the visitor asks for less motion) and puts focus there. */
function scrollToPlans(event: React.MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(PLANS_ID);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  // Keyboard and screen-reader users continue from the plans, as after a skip link.
  target.tabIndex = -1;
  target.focus({ preventScroll: true });
  history.replaceState(history.state, "", `#${PLANS_ID}`);
}

/**
 * Mobile fleet plans, terms, coverage map, international rates and roaming (docs/product.md
 * part B).
 */
export default function MobileFleet({ loaderData }: Route.ComponentProps) {
  const { page, roamingZones, roamingMms, roamingCountryCount, coverageMapUrl } = loaderData;
  return (
    <>
      <Hero theme="network-solutions" title={page.title} subTitle={page.subTitle}>
        <TickList
          items={page.items}
          className="basis-full gap-2 text-lg text-brand-50"
          tickClassName="text-accent-400"
        />
        <a
          href={`#${PLANS_ID}`}
          onClick={scrollToPlans}
          className={`${BUTTON_CLASS} bg-white text-brand-900 hover:bg-brand-50`}
        >
          View plans
        </a>
      </Hero>
      <Section title={page.subHeading1} tone="tinted">
        <p className="max-w-3xl text-lg">{page.subText1}</p>
      </Section>
      <Section title={page.subHeading2} id={PLANS_ID} className="scroll-mt-24">
        <FleetPlans plans={page.plans} />
        <h3 className="mt-12 text-2xl font-bold text-brand-900">Mobile broadband plans</h3>
        <div className="mt-4 max-w-3xl">
          <DataTable
            caption="Mobile broadband plans"
            headings={["Plan", "Data", "Price"]}
            rows={page.mbbPlans.map((plan) => [
              plan.title,
              `${plan.data}GB`,
              { amount: plan.price, suffix: "/month" },
            ])}
          />
        </div>
      </Section>
      <FeatureGrid block={page.data_pool} tone="tinted" />
      <AddOns block={page.data_add_on} />
      <FeatureGrid block={page.business_need} tone="tinted" />
      <PriceTable block={page.mobileCharges} />
      <TitledList block={page.thingsToKnow} tone="tinted" />
      <FaqAccordion block={page.faqs} />
      <TitledList block={page.terms} tone="tinted" />
      <CoverageMap block={page.coverage} mapUrl={coverageMapUrl}>
        <InternationalRates {...page.internationalRates} />
      </CoverageMap>
      <Section
        title={page.roaming.title}
        subTitle={`${page.roaming.subTitle} ${roamingCountryCount} countries in ${roamingZones.length} zones.`}
        id="roaming"
        tone="tinted"
      >
        <RoamingCountries
          label={page.roaming.label}
          hint={page.roaming.hint}
          zones={roamingZones}
          mms={roamingMms}
        />
        <p className="mt-8 max-w-3xl text-sm text-muted">{page.roaming.note}</p>
      </Section>
      <TitledList block={page.roaming.thingsToKnow} />
      <CallUsPrompt />
    </>
  );
}

/** What the page shows when it fails to load: the prompt to call us (docs/product.md §B8). */
export const MobileFleetUnavailable = CallUsPrompt;
