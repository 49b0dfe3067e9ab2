import { island } from "~/start/island";

/**
 * The site's interactive widgets (forms, the price checker, the journeys, the look-ups, the
 * carousels, tabs and expanders, the back-to-top button), each an island whose code comes
 * after the page has started (docs/architecture.md, "How a page starts"). A page imports them
 * from here, so its own code holds none of theirs. The mobile menu is the header's island
 * (Navigation.tsx). vite.config.ts keeps each island's module out of the start-up chunk.
 */
export const PriceChecker = island(() =>
  import("./price-checker/PriceChecker").then((module) => module.PriceChecker),
);
export const MultiSiteChecker = island(() =>
  import("./multi-site/MultiSiteChecker").then((module) => module.MultiSiteChecker),
);
export const EnterprisePricingForm = island(() =>
  import("./enterprise-pricing/EnterprisePricingForm").then(
    (module) => module.EnterprisePricingForm,
  ),
);
export const NbnJourney = island(() =>
  import("./nbn/NbnJourney").then((module) => module.LinkedNbnJourney),
);
export const FlipJourney = island(() =>
  import("./flip/FlipJourney").then((module) => module.LinkedFlipJourney),
);
export const RegisterInterestForm = island(() =>
  import("./lead-forms/RegisterInterestForm").then((module) => module.RegisterInterestForm),
);
export const WirelessLeadForm = island(() =>
  import("./lead-forms/WirelessLeadForm").then((module) => module.WirelessLeadForm),
);
export const PartnerForm = island(() =>
  import("./lead-forms/PartnerForm").then((module) => module.PartnerForm),
);
export const InternationalRates = island(() =>
  import("./mobile-fleet/lookups").then((module) => module.InternationalRates),
);
export const RoamingCountries = island(() =>
  import("./mobile-fleet/lookups").then((module) => module.RoamingCountries),
);
export const TeamCarousel = island(() =>
  import("~/components/blocks/TeamCarousel").then((module) => module.TeamCarousel),
);
export const LogoCarousel = island(() =>
  import("~/components/blocks/LogoCarousel").then((module) => module.LogoCarousel),
);
export const CaseStudyCarousel = island(() =>
  import("~/components/blocks/CaseStudyCarousel").then((module) => module.CaseStudyCarousel),
);
export const OffersCarousel = island(() =>
  import("~/components/blocks/OffersCarousel").then((module) => module.OffersCarousel),
);
export const ServicesTabs = island(() =>
  import("~/components/blocks/ServicesTabs").then((module) => module.ServicesTabs),
);
export const ReadMore = island(() =>
  import("~/components/blocks/ReadMore").then((module) => module.ReadMore),
);
export const BackToTop = island(() =>
  import("~/components/layout/BackToTop").then((module) => module.BackToTop),
);
