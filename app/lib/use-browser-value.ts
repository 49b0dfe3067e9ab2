import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * A value only the browser knows (its address, its storage), null on the server and while
 * hydrating, then read: the server's HTML and the first render agree, and the render after
 * hydration has the browser's value. `read` must return the same value while nothing changes.
 */
export function useBrowserValue<T extends string | number | boolean>(
  read: () => T | null,
): T | null {
  return useSyncExternalStore(never, read, () => null);
}
