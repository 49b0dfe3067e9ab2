import { useEffect, useRef, useState, type ToggleEvent } from "react";
import { Link, useLocation } from "react-router";
import type { ActiveNavItem } from "@domain/nav/nav-activity";
import { Chevron } from "./Chevron";
import { isShown, usePopoverOpen } from "./popover";

const MENU_ID = "mobile-menu";
const sectionPanelId = (key: string) => `mobile-menu-${key}`;

/** A panel that slides in from the right over the page, as a popover in the top layer. */
const PANEL =
  "fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-sm overflow-y-auto border-0 bg-white p-0 text-inherit shadow-2xl backdrop:bg-brand-900/30 translate-x-full transition-[translate,overlay,display] transition-discrete duration-300 ease-out open:translate-x-0 starting:open:translate-x-full motion-reduce:transition-none";

const focusFirstControl = (panel: HTMLElement | null) =>
  panel?.querySelector<HTMLElement>("ul a, ul button, [data-first]")?.focus();

/**
 * Mobile: a hamburger that slides in the sections; a section slides in its own pages. The
 * panels are popovers, which the browser opens and closes itself (Escape and a tap outside
 * too), so the menu answers a tap from the first paint, before the page's script has run.
 * Once it has, React follows their state for aria-expanded, moves focus into a panel that
 * opens, and closes the menu when a link inside it is followed.
 */
export function MobileMenu({ items }: { items: ActiveNavItem[] }) {
  const [section, setSection] = useState<string | null>(null);
  const { pathname } = useLocation();
  const menu = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const shownPath = useRef(pathname);
  const [open, setOpen] = usePopoverOpen(menu);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (isShown(menu.current)) menu.current?.hidePopover();
  }, [pathname]);

  const onMenuToggle = (event: ToggleEvent<HTMLDivElement>) => {
    // React passes a section's toggle up its tree to the menu's handler too.
    if (event.target !== event.currentTarget) return;
    const isOpen = event.newState === "open";
    setOpen(isOpen);
    if (isOpen) {
      focusFirstControl(menu.current);
      return;
    }
    setSection(null);
    // Focus left in the closed panel (or dropped) goes back to the button that opens it.
    const focused = document.activeElement;
    if (!focused || focused === document.body || menu.current?.contains(focused)) {
      menuButton.current?.focus();
    }
  };
  const onSectionToggle = (key: string) => (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === "open") {
      setSection(key);
      focusFirstControl(event.currentTarget);
    } else setSection((current) => (current === key ? null : current));
  };

  const expanded = (value: boolean) => (open === null ? undefined : value);

  return (
    <div className="lg:hidden">
      <button
        ref={menuButton}
        type="button"
        className="flex items-center gap-2 rounded border border-brand-100 px-3 py-2 font-semibold"
        aria-expanded={expanded(open === true)}
        aria-controls={MENU_ID}
        popoverTarget={MENU_ID}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
        </svg>
        Menu
      </button>
      <div
        ref={menu}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-label="Menu"
        className={PANEL}
        onToggle={onMenuToggle}
      >
        <PanelHeader title="Menu" />
        {/* Under an open section, the sections are out of reach (the section covers them). */}
        <ul className="p-2" inert={section !== null}>
          {items.map((item) => (
            <li key={item.key}>
              {item.children.length > 0 ? (
                <button
                  type="button"
                  className={`flex w-full items-center justify-between rounded px-3 py-3 text-left text-lg ${
                    item.active ? "font-bold text-brand-700" : ""
                  }`}
                  data-active={item.active || undefined}
                  aria-expanded={expanded(section === item.key)}
                  popoverTarget={sectionPanelId(item.key)}
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
        {items
          .filter((item) => item.children.length > 0)
          .map((item) => (
            <div
              key={item.key}
              id={sectionPanelId(item.key)}
              popover="auto"
              role="dialog"
              aria-label={`${item.title} pages`}
              className={PANEL}
              onToggle={onSectionToggle(item.key)}
            >
              <PanelHeader title={item.title} backFrom={sectionPanelId(item.key)} />
              <ul className="p-2">
                {item.children.map((child) => (
                  <li key={child.url + child.title}>
                    <Link
                      to={child.url}
                      aria-current={child.current ? "page" : undefined}
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
          ))}
      </div>
    </div>
  );
}

/** A panel's top bar: its title, or Back to the sections; and Close, which shuts the menu. */
function PanelHeader({ title, backFrom }: { title: string; backFrom?: string }) {
  return (
    <div className="flex items-center justify-between border-b border-brand-100 p-4">
      {backFrom ? (
        <button
          type="button"
          className="flex items-center gap-1 font-semibold"
          popoverTarget={backFrom}
          popoverTargetAction="hide"
          data-first
        >
          <Chevron className="rotate-90" /> Back<span className="sr-only"> to the menu</span>
        </button>
      ) : (
        <span className="font-semibold">{title}</span>
      )}
      <button
        type="button"
        className="rounded px-3 py-2 font-semibold"
        popoverTarget={MENU_ID}
        popoverTargetAction="hide"
      >
        Close<span className="sr-only"> menu</span>
      </button>
    </div>
  );
}
