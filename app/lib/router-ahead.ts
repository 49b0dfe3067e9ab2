import * as routerDom from "react-router/dom";

type PrepareHydratedRouter = () => void;
/** Added to React Router's browser build by scripts/hydrated-router-ahead.ts (ADR 0051). */
const preparedByTheBuild = (routerDom as { prepareHydratedRouter?: PrepareHydratedRouter })
  .prepareHydratedRouter;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === "function";

/**
 * Makes React Router's router before React hydrates the page (ADR 0051), each step in a task of
 * its own: one decodes the page's loader data, the next makes the router. `HydratedRouter` then
 * finds it made, and the page's frame hydrates in a task that holds React's work alone. The
 * promise resolves once the router is made, or once making it has failed: `HydratedRouter`
 * then meets the same failure in its render and reports it, as it always did.
 */
export async function makeRouterAhead(
  prepare: PrepareHydratedRouter | undefined = preparedByTheBuild,
): Promise<void> {
  if (!prepare) {
    // The development server's React Router is not rewritten: it makes its router as it renders.
    if (import.meta.env.PROD) console.error("React Router's build lacks prepareHydratedRouter");
    return;
  }
  for (;;) {
    await nextTask();
    try {
      prepare();
      return;
    } catch (thrown) {
      // Like HydratedRouter, it throws the loader data's decoding until that is done.
      if (!isThenable(thrown)) return;
      await Promise.resolve(thrown).catch(() => undefined);
    }
  }
}
