import { useRef, type ToggleEvent } from "react";
import { Link } from "react-router";
import type { ActiveNavItem } from "@domain/nav/nav-activity";
import { Chevron } from "./Chevron";
import { isShown, usePopoverOpen } from "./popover";

/** The desktop header's sections, each with its pages under it (Navigation.tsx). */
export function DesktopMenu({ items }: { items: ActiveNavItem[] }) {
  return (
    <ul className="flex items-center gap-1">
      {items.map((item) => (
        <DesktopItem key={item.key} item={item} />
      ))}
    </ul>
  );
}

/**
 * Desktop: a section's pages under it, shown while the pointer is over the section (CSS
 * alone) or opened by its button. The panel is a popover, which the browser opens and closes
 * itself (Escape, a click outside), so a keyboard opens it from the first paint, before the
 * page's script has run (ADR 0045). Once it has, React follows its state for aria-expanded and
 * closes it when focus or the pointer leaves the section, or a link in it is followed.
 */
function DesktopItem({ item }: { item: ActiveNavItem }) {
  const panelId = `nav-${item.key}`;
  const panel = useRef<HTMLUListElement>(null);
  const anchor = useRef<HTMLLIElement>(null);
  const [open, setOpen] = usePopoverOpen(panel);

  const close = () => {
    if (isShown(panel.current)) panel.current?.hidePopover();
  };
  const onToggle = (event: ToggleEvent<HTMLUListElement>) => {
    const isOpen = event.newState === "open";
    setOpen(isOpen);
    placeUnder(event.currentTarget, isOpen ? anchor.current : null);
  };

  return (
    <li
      ref={anchor}
      className="nav-section group relative"
      onMouseLeave={close}
      onBlur={(event) => {
        // Focus moved to another control; a click on nothing focusable is the popover's own.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
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
            type="button"
            className="rounded p-2 hover:text-brand-600"
            aria-expanded={open ?? undefined}
            aria-controls={panelId}
            aria-label={`${item.title} pages`}
            popoverTarget={panelId}
          >
            <Chevron className={`transition-transform ${open ? "rotate-180" : ""}`} />
          </button>
        )}
      </div>
      {item.children.length > 0 && (
        <ul
          ref={panel}
          id={panelId}
          popover="auto"
          onToggle={onToggle}
          className="nav-dropdown z-30 min-w-64 rounded-lg border border-brand-100 bg-white p-2 text-inherit shadow-xl"
        >
          {item.children.map((child) => (
            <li key={child.url + child.title}>
              <Link
                to={child.url}
                aria-current={child.current ? "page" : undefined}
                className={`block rounded px-3 py-2 hover:bg-brand-50 ${
                  child.active ? "bg-brand-50 font-semibold text-brand-700" : ""
                }`}
                data-active={child.active || undefined}
                onClick={close}
              >
                {child.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * An open popover sits in the top layer, where only CSS anchor positioning (app.css) can place
 * it under its section; a browser without it gets the section's place measured while it is
 * open, and its own place back (under the section, on hover) once closed.
 */
function placeUnder(panel: HTMLElement, section: HTMLElement | null) {
  if (CSS.supports("anchor-scope: --a")) return;
  const box = section?.getBoundingClientRect();
  panel.style.top = box ? `${box.bottom}px` : "";
  panel.style.left = box ? `${box.left}px` : "";
}
