import { startTransition, useCallback, useOptimistic } from "react";

/**
 * A choice the pressed control shows at once while what follows from it renders later.
 * `choose` shows `next` in the press's own render (an optimistic value) and runs `commit` in
 * a transition, so the rest of the page (a journey's link, totals and summary) renders after
 * that paint, in slices, instead of inside the press (ADR 0049). Once the transition has
 * rendered, the shown value is `value` again, which by then is `next`. `Next` narrows what a
 * press can choose (a plan's id, where the value may be no plan yet).
 */
export function useOptimisticChoice<T, Next extends T = T>(
  value: T,
  commit: (next: Next) => void,
): [shown: T, choose: (next: Next) => void] {
  const [shown, show] = useOptimistic(value);
  const choose = useCallback(
    (next: Next) =>
      startTransition(() => {
        show(next);
        commit(next);
      }),
    [show, commit],
  );
  return [shown, choose];
}
