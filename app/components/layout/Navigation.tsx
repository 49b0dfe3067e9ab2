import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { markActiveNav, type ActiveNavItem } from "@domain/nav/nav-activity";
import type { NavItem } from "@domain/content/nav-schema";
import { Logo } from "./Logo";
import type { ShellData } from "./shell-data";

export const NAV_LOAD_ERROR =
  "An error has occurred. Our team will put down their coffees and look into this right away.";

interface NavigationProps {
  nav: Record<string, NavItem> | null;
  brand: ShellData["brand"];
}

function Chevron({ className = "" }: { className?: string }) {
  return (
    <svg
      className={className}
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
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

/** Mobile: a hamburger that slides in the sections; a section slides in its own pages. */
function MobileMenu({ items }: { items: ActiveNavItem[] }) {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<string | null>(null);
  const { pathname } = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstLink = useRef<HTMLElement | null>(null);

  // A followed link closes the menu: reset when the path changes, during render.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
    setSection(null);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        setSection(null);
        menuButton.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  useEffect(() => {
    if (open) firstLink.current?.focus();
  }, [open, section]);

  const close = () => {
    setOpen(false);
    setSection(null);
    menuButton.current?.focus();
  };
  const current = items.find((item) => item.key === section) ?? null;

  return (
    <div className="lg:hidden">
      <button
        ref={menuButton}
        type="button"
        className="flex items-center gap-2 rounded border border-brand-100 px-3 py-2 font-semibold"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
        </svg>
        Menu
      </button>
      <div
        id="mobile-menu"
        className={`fixed inset-y-0 right-0 z-40 w-full max-w-sm overflow-hidden bg-white shadow-2xl transition duration-300 ease-out ${
          open ? "visible translate-x-0" : "invisible translate-x-full"
        }`}
      >
        <div className="flex items-center justify-between border-b border-brand-100 p-4">
          {current ? (
            <button
              type="button"
              className="flex items-center gap-1 font-semibold"
              onClick={() => setSection(null)}
              ref={(node) => {
                if (current) firstLink.current = node;
              }}
            >
              <Chevron className="rotate-90" /> Back
            </button>
          ) : (
            <span className="font-semibold">Menu</span>
          )}
          <button type="button" className="rounded px-3 py-2 font-semibold" onClick={close}>
            Close<span className="sr-only"> menu</span>
          </button>
        </div>
        <div className="relative h-full">
          <ul
            className={`absolute inset-0 p-2 transition duration-300 ${
              current ? "invisible -translate-x-full" : "visible translate-x-0"
            }`}
          >
            {items.map((item, index) => (
              <li key={item.key}>
                {item.children.length > 0 ? (
                  <button
                    type="button"
                    ref={(node) => {
                      if (index === 0 && !current) firstLink.current = node;
                    }}
                    className={`flex w-full items-center justify-between rounded px-3 py-3 text-left text-lg ${
                      item.active ? "font-bold text-brand-700" : ""
                    }`}
                    data-active={item.active || undefined}
                    aria-expanded={section === item.key}
                    onClick={() => setSection(item.key)}
                  >
                    {item.title}
                    <Chevron className="-rotate-90" />
                  </button>
                ) : (
                  <Link
                    to={item.url}
                    className="block rounded px-3 py-3 text-lg"
                    data-active={item.active || undefined}
                  >
                    {item.title}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <ul
            aria-label={current ? `${current.title} pages` : undefined}
            className={`absolute inset-0 p-2 transition duration-300 ${
              current ? "visible translate-x-0" : "invisible translate-x-full"
            }`}
          >
            {current?.children.map((child) => (
              <li key={child.url + child.title}>
                <Link
                  to={child.url}
                  className={`block rounded px-3 py-3 text-lg ${
                    child.active ? "font-bold text-brand-700" : ""
                  }`}
                  data-active={child.active || undefined}
                >
                  {child.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
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
