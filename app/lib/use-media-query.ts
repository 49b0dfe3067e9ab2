import { useSyncExternalStore } from "react";

/** The spec's desktop layout starts at 992 px. */
export const DESKTOP_QUERY = "(min-width: 992px)";

/** Whether a media query matches; the server renders `serverValue`, the browser corrects it. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
