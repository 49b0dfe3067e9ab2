import type { Logger } from "pino";
import type { ContentService } from "../server/services/content-service";
import type { OutsideSystems, PublicEnv } from "../server/config";

/** What the Express host hands every loader and the document renderer (server/app.ts). */
export interface SiteLoadContext {
  nonce: string;
  content: ContentService;
  publicEnv: PublicEnv;
  publicUrl: string;
  /** Where the outside systems are: loaders pass on the ones a visitor's browser meets. */
  outside: OutsideSystems;
  logger: Logger;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}
