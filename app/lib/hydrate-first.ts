import { startTransition, useLayoutEffect, type RefObject } from "react";
import type { Root } from "react-dom/client";
import { LIVE, NOT_LIVE } from "./code-after-start";

/**
 * Marks an element a visitor is likely to press first (the address boxes): it hydrates ahead of
 * the rest, and until it has, a press on it is the browser's alone (`leavePressesToTheBrowser`).
 * The element's component adds LIVE once it has hydrated (`useMarkLive`).
 */
export const HYDRATES_FIRST = "data-hydrates-first";
const NOT_HYDRATED = `[${HYDRATES_FIRST}]:not([${LIVE}])`;

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

/**
 * The events of a press, of a pointer passing over and of focus. React hydrates at once, in the
 * press's task, what stands between the target and the hydrated page (the rest of the page's
 * frame, then the target's part) for a press, and raises the hydration's priority to one it
 * renders in a single task for the others (React DOM 19, `attemptSynchronousHydration` and
 * `attemptContinuousHydration`). Keys and typing are not here: Enter in an address box takes
 * its first suggestion, and only the hydrated box can do that.
 */
const PRESS_EVENTS = [
  "pointerover",
  "pointerout",
  "pointerdown",
  "pointerup",
  "pointercancel",
  "gotpointercapture",
  "lostpointercapture",
  "mouseover",
  "mouseout",
  "mousedown",
  "mouseup",
  "click",
  "auxclick",
  "dblclick",
  "contextmenu",
  "touchstart",
  "touchend",
  "touchcancel",
  "focusin",
  "focusout",
] as const;

/**
 * A press on an address box that has not hydrated yet goes to the browser alone, not to React:
 * the browser focuses the box and puts the caret in it, which is all a press there does until
 * the box has text, and the text typed meanwhile is the box's own once it hydrates
 * (`useAdoptTypedValue`). Otherwise React hydrated the rest of the page's frame under the
 * visitor's first click: 30-60 ms of the click's 50-80 at 4x CPU, while the page was starting.
 * Listens on the window, ahead of React's own listeners on the document; the client entry calls
 * it before it hydrates. Answers a function that stops it.
 */
export function leavePressesToTheBrowser(): () => void {
  const leave = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(NOT_HYDRATED)) {
      event.stopPropagation();
    }
  };
  // Passive: the listener never cancels a press, so a touch never waits on it to scroll.
  const options = { capture: true, passive: true };
  for (const type of PRESS_EVENTS) window.addEventListener(type, leave, options);
  return () => {
    for (const type of PRESS_EVENTS) window.removeEventListener(type, leave, options);
  };
}

/** Marks a HYDRATES_FIRST element hydrated, as it is: presses on it go to React from then on. */
export function useMarkLive<T extends Element>(ref: RefObject<T | null>): void {
  useLayoutEffect(() => {
    ref.current?.setAttribute(LIVE, "");
  }, [ref]);
}
