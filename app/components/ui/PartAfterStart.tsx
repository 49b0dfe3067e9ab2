import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from "react";
import { AFTER_START, codeAfterStart, markLive } from "~/lib/code-after-start";
import { hydrateMarkedPartsFirst } from "~/lib/hydrate-first";

type Part<P> = ComponentType<P> & {
  /** Loads the part's code: a route's `clientLoader` waits for it (`withPageLoaded`). */
  load(): Promise<unknown>;
};

/**
 * A part of the page whose code is not among the page's scripts at start (ADR 0054, 0055): what
 * a route shows below the frame, the mobile menu. The server writes it in place; in the browser
 * it stays as the server wrote it until its code has come, then hydrates. Until then a press in
 * it is the browser's own (focus, typing, choosing a radio), and a form sent from it waits.
 *
 * Memoised: a parent rendered again with the same props must not reach the part while its code
 * is on its way, or React would throw its server HTML away (see `code-after-start.ts`).
 */
export function partAfterStart<P extends object>(load: () => Promise<ComponentType<P>>): Part<P> {
  const code = codeAfterStart(load);
  const Lazy = lazy(() => {
    const loaded = code.loaded();
    // Code already here (a page the visitor navigated to): given to React at once, so the part
    // renders in the navigation's own render instead of suspending for a moment.
    if (loaded)
      return {
        then: (resolve: (module: { default: ComponentType<P> }) => void) =>
          resolve({ default: loaded }),
      } as Promise<{ default: ComponentType<P> }>;
    return code.load().then((Component) => ({ default: Component }));
  });

  function PartAfterStart(props: P) {
    const element = useRef<HTMLDivElement>(null);
    return (
      <div ref={element} {...{ [AFTER_START]: "" }} className="contents">
        <Suspense fallback={null}>
          <Lazy {...props} />
          <Live element={element} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(memo(PartAfterStart), { load: code.load });
}

/**
 * Rendered with the part's code, so its effect runs once the part has hydrated: the address box
 * inside it is then hydrated ahead of the rest (ADR 0047), in a transition (ADR 0060).
 */
function Live({ element }: { element: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (!element.current) return;
    markLive(element.current);
    hydrateMarkedPartsFirst(element.current);
  }, [element]);
  return null;
}

/**
 * What a route's `clientLoader` returns: its server data, once its page's code has loaded too
 * (ADR 0055). A navigation then shows the page whole, as it does with the route's own modules.
 */
export async function withPageLoaded<T>(
  serverLoader: () => Promise<T>,
  page: Pick<Part<object>, "load">,
): Promise<T> {
  const [data] = await Promise.all([serverLoader(), page.load()]);
  return data;
}
