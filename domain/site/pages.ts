/**
 * Every content page and how much search engines should weigh it. The sitemap and the page tests read this list; app/routes.ts maps the
 * same paths to their modules.
 */
export interface SitePage {
  path: string;
  /** sitemap.xml priority, 0 to 1. */
  priority: number;
}

export const CONTENT_PAGES: readonly SitePage[] = [
  { path: "/", priority: 1 },
  { path: "/internet", priority: 0.9 },
  { path: "/internet/business-fibre", priority: 0.9 },
  { path: "/internet/business-wireless", priority: 0.8 },
  { path: "/internet/wireless-backup", priority: 0.7 },
  { path: "/internet/nbn-enterprise-ethernet", priority: 0.8 },
  { path: "/internet/multi-site", priority: 0.8 },
  { path: "/voip", priority: 0.9 },
  { path: "/voip/business", priority: 0.8 },
  { path: "/voip/banter-work-from-home", priority: 0.7 },
  { path: "/voip/unified-communications", priority: 0.7 },
  { path: "/voip/inbound-services", priority: 0.7 },
  { path: "/voip/bulk-sms", priority: 0.6 },
  { path: "/network-solutions", priority: 0.8 },
  { path: "/network-solutions/managed-services", priority: 0.7 },
  { path: "/network-solutions/cloud-connectivity", priority: 0.7 },
  { path: "/network-solutions/ip-transit", priority: 0.6 },
  { path: "/network-solutions/international-networks", priority: 0.6 },
  { path: "/small-business", priority: 0.9 },
  { path: "/small-business/nbn", priority: 0.9 },
  { path: "/small-business/nbn/register", priority: 0.4 },
  { path: "/flip-to-fibre", priority: 0.8 },
  { path: "/partners", priority: 0.6 },
  { path: "/contact", priority: 0.8 },
  { path: "/login", priority: 0.4 },
  { path: "/aws-partner", priority: 0.6 },
  { path: "/coverage/telstra", priority: 0.5 },
  { path: "/coverage/optus", priority: 0.5 },
  { path: "/case-studies", priority: 0.6 },
  { path: "/speed-boost", priority: 0.6 },
  { path: "/mobile-fleet", priority: 0.8 },
  { path: "/banter-privacy-policy", priority: 0.3 },
];

export function caseStudyPath(type: string): string {
  return `/case-studies/${type}`;
}
