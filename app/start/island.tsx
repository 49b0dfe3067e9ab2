import { lazy, memo, useEffect, useRef, type ComponentType } from "react";
import { HydratesApart } from "./HydratesApart";

/** Marks an island's element; LIVE is added once its code has hydrated it. */
export const ISLAND = "data-island";
export const LIVE = "data-live";
const WAITING = `[${ISLAND}]:not([${LIVE}])`;

/**
 * An interactive widget (a form, the price checker, a journey, a look-up, the mobile menu)
 * whose code comes after the page has started (docs/architecture.md, "How a page starts").
 * The server renders it in place. In the browser it stays as the server wrote it, a part that
 * hydrates apart (HydratesApart), until `load` has brought its code; React then hydrates it.
 * Mounted later, by a navigation, the navigation waits for its code.
 *
 * Memoised: an update that reached it while its code was on its way would make React throw its
 * server HTML away.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Code = lazy(() =>
    load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        // The page shows its error view in the island's place: what was held goes on without it.
        releaseHeld({ whateverWaits: true });
        throw error;
      },
    ),
  );

  function Island(props: P) {
    const element = useRef<HTMLDivElement>(null);
    return (
      <div ref={element} {...{ [ISLAND]: "" }} className="contents">
        <HydratesApart>
          <Code {...props} />
          <Live element={element} />
        </HydratesApart>
      </div>
    );
  }
  return memo(Island) as unknown as ComponentType<P>;
}

/**
 * Rendered with the island's code: marks the island live once React has hydrated it. A passive
 * effect: it runs once the island's element is attached to its ref, also in a fresh mount.
 */
function Live({ element }: { element: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    element.current?.setAttribute(LIVE, "");
    releaseHeld();
  }, [element]);
  return null;
}

let heldHistory = false;
let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

/**
 * What the page holds while an island waits for its code; the client entry calls this first,
 * before React Router listens.
 * - A hash link or the back button fires `popstate`, and React renders a transition started in
 *   it at once: React Router's update would reach the waiting island, and React would throw
 *   its server HTML away. The browser's `popstate` is kept from React Router (the page scrolls
 *   as the browser moves it) and given to it once no island waits.
 * - A form sent from a waiting island would be posted without script: it is held, and sent
 *   again once its island is live, so the island's own handler checks and sends it.
 */
export function holdWhileIslandsWait(): void {
  const options = { capture: true };
  window.addEventListener(
    "popstate",
    (event) => {
      if (!event.isTrusted || !document.querySelector(WAITING)) return;
      event.stopImmediatePropagation();
      heldHistory = true;
    },
    options,
  );
  window.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.closest(WAITING)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      heldSubmit = { form, submitter: event.submitter };
    },
    options,
  );
}

/** An island has gone live, or one's code could not come (then the form is posted as it is). */
function releaseHeld({ whateverWaits = false } = {}): void {
  const submit = heldSubmit;
  if (submit && (whateverWaits || !submit.form.closest(WAITING))) {
    heldSubmit = null;
    if (whateverWaits) submit.form.submit();
    // A click first: React hydrates the part of the island a click lands in at once, but not
    // one a submit comes from.
    else
      setTimeout(() => {
        submit.form.dispatchEvent(new MouseEvent("click", { bubbles: true }));
        submit.form.requestSubmit(submit.submitter);
      });
  }
  if (!heldHistory || (!whateverWaits && document.querySelector(WAITING))) return;
  heldHistory = false;
  window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
}
