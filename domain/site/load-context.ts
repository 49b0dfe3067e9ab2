import type { Logger } from "pino";
import type { FormPostResult } from "../forms/form-post";
import type { SiteContent } from "../content/site-content";
import type { Quote } from "../quotes/quote";
import type { PublicEnv, VisitorDestinations } from "./public-env";

/** What the Express host hands every loader, action and the document renderer (server/app.ts). */
export interface SiteLoadContext {
  /** The page's Content-Security-Policy, given the hashes of its inline scripts (ADR 0019). */
  pagePolicy(scriptHashes: readonly string[]): string;
  content: SiteContent;
  publicEnv: PublicEnv;
  publicUrl: string;
  logger: Logger;
  /** Reports a failure to the error-reporting service, when one is configured. */
  reportError(error: unknown): void;
  /**
   * A lead form posted without script, its single-valued fields as the page's action read them:
   * checked and stored through the lead pipeline (null: the post named no form).
   */
  submitFormPost(fields: Record<string, string>): Promise<FormPostResult | null>;
  /** Where the visitor's browser is sent: login, order site, coverage map (their stand-ins by default). */
  outside: VisitorDestinations;
  /** A stored quote by its id (ADR 0043), or null. */
  findQuote(id: string): Promise<Quote | null>;
}
