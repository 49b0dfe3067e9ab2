import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The spec's route table (spec 000 section 2, spec 001 section 2), exact matches only.
 * Anything else falls through to the not-found route at the end.
 */
export default [
  index("routes/home.tsx"),
  route("sentry-test-error", "routes/sentry-test-error.tsx"),

  // Redirects (spec 000 section 2; BRIEF keeps /small-business/nbn/register as a real page).
  route("internet/business-ethernet", "routes/redirect.tsx", { id: "redirect-business-ethernet" }),
  route("internet/business-grade-tc2-nbn", "routes/redirect.tsx", { id: "redirect-tc2-nbn" }),
  route("voip/small-business", "routes/redirect.tsx", { id: "redirect-voip-small-business" }),
  route("small-business/nbn/about-nbn-speed", "routes/redirect.tsx", { id: "redirect-nbn-speed" }),
  route("small-business/nbn/features", "routes/redirect.tsx", { id: "redirect-nbn-features" }),
  route("small-business/nbn/plans", "routes/redirect.tsx", { id: "redirect-nbn-plans" }),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
