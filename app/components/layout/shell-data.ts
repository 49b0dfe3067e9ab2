import type { NavItem } from "@domain/content/nav-schema";
import type { SiteSettings } from "@domain/content/site-schema";
import type { ErrorTheme } from "@domain/site/themes";

/** What the root loader gives every screen: brand, numbers, links and the navigation. */
export interface ShellData {
  brand: SiteSettings["brand"];
  phones: SiteSettings["phones"];
  emails: SiteSettings["emails"];
  links: SiteSettings["links"];
  callPrompt: SiteSettings["callPrompt"];
  /** null when the navigation could not be loaded (docs/product.md §A8). */
  nav: Record<string, NavItem> | null;
  year: number;
  theme: ErrorTheme;
  /** The one-command demo with stand-ins (shows the demo marker), not the live site. */
  demo: boolean;
}
