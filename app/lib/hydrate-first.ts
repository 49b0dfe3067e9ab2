import { startTransition } from "react";
import type { Root } from "react-dom/client";
import { NOT_LIVE } from "./code-after-start";

/** Marks an element a visitor is likely to press first (the address boxes). */
export const HYDRATES_FIRST = "data-hydrates-first";

/** React's way to hydrate the part holding an element ahead of the others; not in its types. */
type HydrationRoot = Root & { unstable_scheduleHydration?: (target: Element) => void };

let hydrationRoot: HydrationRoot | null = null;

/** The page's React root, as the client entry hydrates it. */
export function rememberHydrationRoot(root: Root): void {
  hydrationRoot = root;
}

/**
 * The parts of the page holding the elements marked HYDRATES_FIRST hydrate next, ahead of the
 * header, the footer and the rest of the content (ADR 0047): a first press there then finds its
 * part ready more often, instead of hydrating it at once under the press. Called by the page
 * frame's first effect: before the frame has committed, React finds no part for an element
 * and drops it. An element inside a part whose code comes after the start is left to that
 * part, which calls this once it is live (ADR 0060): React would otherwise hydrate the parts
 * nested in it, once it had, at the default priority, in one task.
 */
export function hydrateMarkedPartsFirst(within: ParentNode = document): void {
  // In a transition: React hydrates the part ahead of the others all the same, but in slices
  // a visitor's press can come between, not at the default priority in one task (the whole of
  // a page's content on /internet: 15-30 ms at 4x CPU, and over 50 ms with its effects).
  startTransition(() => {
    for (const element of within.querySelectorAll(`[${HYDRATES_FIRST}]`)) {
      if (element.closest(NOT_LIVE)) continue;
      hydrationRoot?.unstable_scheduleHydration?.(element);
    }
  });
}
