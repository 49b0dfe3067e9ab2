import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The route table of docs/product.md §A2 and §B2, exact matches only.
 * Anything else falls through to the not-found route at the end. Content pages are listed
 * with their themes in domain/site/pages.ts (sitemap and page tests).
 */
export default [
  index("routes/home.tsx"),
  route("internet", "routes/internet.tsx"),
  route("internet/business-fibre", "routes/business-fibre.tsx"),
  route("internet/business-wireless", "routes/business-wireless.tsx"),
  route("internet/wireless-backup", "routes/wireless-backup.tsx"),
  route("internet/nbn-enterprise-ethernet", "routes/enterprise-ethernet.tsx"),
  route("internet/multi-site", "routes/multi-site.tsx"),
  route("voip", "routes/voip.tsx"),
  route("voip/business", "routes/voip-business.tsx"),
  route("voip/banter-work-from-home", "routes/work-from-home.tsx"),
  route("voip/unified-communications", "routes/unified-communications.tsx"),
  route("voip/inbound-services", "routes/inbound-services.tsx"),
  route("voip/bulk-sms", "routes/bulk-sms.tsx"),
  route("network-solutions", "routes/network-solutions.tsx"),
  route("network-solutions/managed-services", "routes/managed-services.tsx"),
  route("network-solutions/cloud-connectivity", "routes/cloud-connectivity.tsx"),
  route("network-solutions/ip-transit", "routes/ip-transit.tsx"),
  route("network-solutions/international-networks", "routes/international-networks.tsx"),
  route("small-business", "routes/small-business.tsx"),
  route("small-business/nbn", "routes/small-business-nbn.tsx"),
  route("small-business/nbn/register", "routes/small-business-nbn-register.tsx"),
  route("flip-to-fibre", "routes/flip-to-fibre.tsx"),
  route("partners", "routes/partners.tsx"),
  route("contact", "routes/contact.tsx"),
  route("login", "routes/login.tsx"),
  route("aws-partner", "routes/aws-partner.tsx"),
  route("coverage/telstra", "routes/coverage.tsx", { id: "coverage-telstra" }),
  route("coverage/optus", "routes/coverage.tsx", { id: "coverage-optus" }),
  route("case-studies", "routes/case-studies.tsx"),
  route("case-studies/:type", "routes/case-study.tsx"),
  route("speed-boost", "routes/speed-boost.tsx"),
  route("mobile-fleet", "routes/mobile-fleet.tsx"),
  route("quotes/:id", "routes/quote.tsx"),
  route("banter-privacy-policy", "routes/privacy.tsx"),
  route("sentry-test-error", "routes/sentry-test-error.tsx"),

  // Redirects (docs/product.md §A2; §C1 keeps /small-business/nbn/register as a real page).
  route("internet/business-ethernet", "routes/redirect.tsx", { id: "redirect-business-ethernet" }),
  route("internet/business-grade-tc2-nbn", "routes/redirect.tsx", { id: "redirect-tc2-nbn" }),
  route("voip/small-business", "routes/redirect.tsx", { id: "redirect-voip-small-business" }),
  route("small-business/nbn/about-nbn-speed", "routes/redirect.tsx", { id: "redirect-nbn-speed" }),
  route("small-business/nbn/features", "routes/redirect.tsx", { id: "redirect-nbn-features" }),
  route("small-business/nbn/plans", "routes/redirect.tsx", { id: "redirect-nbn-plans" }),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
