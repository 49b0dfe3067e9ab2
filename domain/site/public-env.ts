/**
 * What the server tells the pages about the running site: the contract between `server/`
 * (which reads the settings) and `app/` (which renders them), so neither imports the other.
 */

export const SITE_MODES = ["demo", "production"] as const;
export type SiteMode = (typeof SITE_MODES)[number];

/** The only settings the browser may see (rendered into the page by app/root.tsx). */
export interface PublicEnv {
  SENTRY_DSN: string | null;
  SENTRY_ENVIRONMENT: string;
  /** The demo shows a marker on every page, so nobody takes it for the live site. */
  SITE_MODE: SiteMode;
}

/** Outside systems a visitor's browser is sent to (a form post, a link, a frame). */
export interface VisitorDestinations {
  login: string;
  forgotPassword: string;
  orderSite: string;
  coverageMap: string;
}
