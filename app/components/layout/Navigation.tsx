import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { markActiveNav, type ActiveNavItem } from "@domain/nav/nav-activity";
import type { NavItem } from "@domain/content/nav-schema";
import { Chevron } from "./Chevron";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import type { ShellData } from "./shell-data";

export const NAV_LOAD_ERROR =
  "An error has occurred. Our team will put down their coffees and look into this right away.";

interface NavigationProps {
  nav: Record<string, NavItem> | null;
  brand: ShellData["brand"];
}

/** Desktop: a disclosure per section, opened by hover or by its button; Escape closes it. */
function DesktopItem({ item }: { item: ActiveNavItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const item = itemRef.current;
    if (!item) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!item.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen((wasOpen) => {
        if (wasOpen) buttonRef.current?.focus();
        return false;
      });
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!item.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const onMouseLeave = () => setOpen(false);
    document.addEventListener("pointerdown", onPointerDown);
    item.addEventListener("keydown", onKeyDown);
    item.addEventListener("focusout", onFocusOut);
    item.addEventListener("mouseleave", onMouseLeave);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      item.removeEventListener("keydown", onKeyDown);
      item.removeEventListener("focusout", onFocusOut);
      item.removeEventListener("mouseleave", onMouseLeave);
    };
  }, []);

  return (
    <li ref={itemRef} className="group relative">
      <div className="flex items-center">
        <Link
          to={item.url}
          className={`rounded px-3 py-2 font-semibold hover:text-brand-600 ${
            item.active
              ? "text-brand-600 underline decoration-accent-600 decoration-2 underline-offset-8"
              : ""
          }`}
          data-active={item.active || undefined}
        >
          {item.title}
        </Link>
        {item.children.length > 0 && (
          <button
            ref={buttonRef}
            type="button"
            className="rounded p-2 hover:text-brand-600"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={`${item.title} pages`}
            onClick={() => setOpen((value) => !value)}
          >
            <Chevron className={`transition-transform ${open ? "rotate-180" : ""}`} />
          </button>
        )}
      </div>
      {item.children.length > 0 && (
        <ul
          id={panelId}
          className={`absolute left-0 top-full z-30 min-w-64 rounded-lg border border-brand-100 bg-white p-2 shadow-xl transition duration-200 ease-out ${
            open
              ? "visible translate-y-0 opacity-100"
              : "invisible -translate-y-1 opacity-0 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100"
          }`}
        >
          {item.children.map((child) => (
            <li key={child.url + child.title}>
              <NavLink
                to={child.url}
                end
                className={`block rounded px-3 py-2 hover:bg-brand-50 ${
                  child.active ? "bg-brand-50 font-semibold text-brand-700" : ""
                }`}
                data-active={child.active || undefined}
                onClick={() => setOpen(false)}
              >
                {child.title}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function Navigation({ nav, brand }: NavigationProps) {
  const { pathname } = useLocation();
  const items = nav ? markActiveNav(nav, pathname) : [];

  return (
    <header className="sticky top-0 z-20 border-b border-brand-100 bg-white/95 backdrop-blur print:hidden">
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
              <ul className="flex items-center gap-1">
                {items.map((item) => (
                  <DesktopItem key={item.key} item={item} />
                ))}
              </ul>
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
