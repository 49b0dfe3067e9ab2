import { startTransition, useEffect, useState, type RefObject } from "react";

/** Whether a popover is open; false where the browser has no popovers (nothing opened it). */
export const isShown = (panel: HTMLElement | null) => {
  try {
    return panel?.matches(":popover-open") ?? false;
  } catch {
    return false;
  }
};

/**
 * Whether the popover `panel` is open, for aria-expanded: null until hydrated (the server cannot
 * know whether a key or a tap opened it already), then read from the browser once, and set by
 * the caller as it opens and closes. That first read is the page's start-up work, not a
 * visitor's: in a transition, React renders what follows from it in slices, not at the default
 * priority in one task (ADR 0059).
 */
export function usePopoverOpen(panel: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => startTransition(() => setOpen(isShown(panel.current))), [panel]);
  return [open, setOpen] as const;
}
