import { Suspense, useMemo, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A part of the page that hydrates on its own (ADR 0070): a `<Suspense>` with no fallback, in
 * the render that hydrates the server's HTML. React hydrates each such part in its own slice
 * of work, and a press inside one while the page starts hydrates that part alone, not the whole
 * page. Mounted later, by a navigation, it is no boundary at all: an island inside it that
 * waits for its code then holds the navigation (a transition), which shows the page whole
 * once the code has come, instead of the page with a gap.
 *
 * Not around anything that reads a store as it is now (Conform's fields): new props reaching
 * a part not yet hydrated are fine, React hydrates it with its old props first, but a field
 * whose store changed meanwhile renders differently from the server's HTML.
 */
export function HydratesApart({ children }: { children: React.ReactNode }) {
  // The server's value in the render that hydrates (and on the server), the browser's in one
  // that mounts anew; kept, so a part stays what it hydrated as.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [apart] = useState(hydrating);
  // React renders this again once hydrated (the store's two values differ), at once: the same
  // element, so that render stops here and never reaches a part still waiting to hydrate.
  return useMemo(
    () => (apart ? <Suspense fallback={null}>{children}</Suspense> : children),
    [apart, children],
  );
}
