import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { markActiveNav } from "@domain/nav/nav-activity";
import type { NavItem } from "@domain/content/nav-schema";
import { Logo } from "./Logo";
import type { ShellData } from "./shell-data";
import { island } from "~/start/island";

/**
 * The menus' panels open from the first paint as popovers, which the browser opens and closes
 * itself; the code that follows them is an island each (ADR 0070).
 */
const DesktopMenu = island(() => import("./DesktopMenu").then((module) => module.DesktopMenu));
const MobileMenu = island(() => import("./MobileMenu").then((module) => module.MobileMenu));

export const NAV_LOAD_ERROR =
  "An error has occurred. Our team will put down their coffees and look into this right away.";

interface NavigationProps {
  nav: Record<string, NavItem> | null;
  brand: ShellData["brand"];
}

export function Navigation({ nav, brand }: NavigationProps) {
  const { pathname } = useLocation();
  // The same list while the path stays: the menus, islands, are not rendered again for nothing.
  const items = useMemo(() => (nav ? markActiveNav(nav, pathname) : []), [nav, pathname]);

  return (
    // Opaque, with no backdrop blur: a blur is a drawing pass of its own in every frame (ADR 0064).
    <header className="sticky top-0 z-20 border-b border-brand-100 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" aria-label={`${brand.name} ${brand.tagline}, home`}>
          <Logo brandName={brand.name} tagline={brand.tagline} />
        </Link>
        {nav === null ? (
          <p role="alert" className="max-w-md text-sm text-danger-600">
            {NAV_LOAD_ERROR}
          </p>
        ) : (
          <>
            <nav aria-label="Main" className="hidden lg:block">
              <DesktopMenu items={items} />
            </nav>
            <nav aria-label="Main mobile" className="lg:hidden">
              <MobileMenu items={items} />
            </nav>
          </>
        )}
      </div>
    </header>
  );
}
