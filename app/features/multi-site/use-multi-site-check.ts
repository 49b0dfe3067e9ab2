import { useCallback, useEffect, useRef, useState } from "react";
import { API } from "@domain/api/contracts";
import type { MultiSiteCheck } from "@domain/multi-site/site-check";
import type { SiteEntry } from "@domain/multi-site/site-list";
import type { PriceCheckerSpeed } from "@domain/pricing/carriers";
import { api, ApiError } from "~/lib/api";
import { reportError } from "~/lib/monitoring";
import { useBrowserValue } from "~/lib/use-browser-value";

/** How often a running check is read again: a site's answer shows within a second. */
export const POLL_MS = 1_000;

/** The query parameter the page's link keeps the check in, so a reload picks it up again. */
export const CHECK_PARAMETER = "check";

export const CHECK_GONE = "This check is no longer available. Check your sites again.";
export const CHECK_UNREADABLE = "We could not read your results just now. We will keep trying.";

export type CheckState =
  | { kind: "none" }
  | { kind: "starting" }
  | { kind: "refused"; message: string }
  | { kind: "checking"; id: string; check: MultiSiteCheck | null; problem: string | null }
  | { kind: "gone" };

const readLinkedCheck = () => new URL(window.location.href).searchParams.get(CHECK_PARAMETER);

function linkCheck(id: string | null): void {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set(CHECK_PARAMETER, id);
  else url.searchParams.delete(CHECK_PARAMETER);
  window.history.replaceState(window.history.state, "", url);
}

/**
 * A multi-site check as the page follows it (ADR 0074): started from a list, then read every
 * POLL_MS while any site is pending, from whichever node answers. The check's id is kept in
 * the page's address, so a reload, or the link sent on, shows the same check.
 */
export function useMultiSiteCheck() {
  const [state, setState] = useState<CheckState>({ kind: "none" });
  const id = state.kind === "checking" ? state.id : null;
  const running = state.kind === "checking" && state.check?.status !== "done";
  // Bumped to read again at once (a site sent back to be checked).
  const [round, setRound] = useState(0);
  const current = useRef<string | null>(null);

  // A check in the page's address (a reload, a link sent on) is followed from hydration on.
  const linked = useBrowserValue(readLinkedCheck);
  const [adopted, setAdopted] = useState(false);
  if (linked && !adopted) {
    setAdopted(true);
    setState({ kind: "checking", id: linked, check: null, problem: null });
  }

  useEffect(() => {
    current.current = id;
    if (!id || !running) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const check = await api.get(
          API.multiSiteCheck,
          { params: { id } },
          {
            signal: controller.signal,
          },
        );
        if (current.current !== id) return;
        setState({ kind: "checking", id, check, problem: null });
        if (check.status === "running") timer = setTimeout(read, POLL_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          linkCheck(null);
          setState({ kind: "gone" });
          return;
        }
        reportError(error, { feature: "multi-site check" });
        setState((before) =>
          before.kind === "checking" ? { ...before, problem: CHECK_UNREADABLE } : before,
        );
        timer = setTimeout(read, POLL_MS * 3);
      }
    };
    void read();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, running, round]);

  const start = useCallback(async (sites: SiteEntry[], speed: PriceCheckerSpeed) => {
    setState({ kind: "starting" });
    const answer = await api.post(API.multiSiteChecks, { sites, speed });
    if (answer.ok) {
      linkCheck(answer.data.id);
      setState({ kind: "checking", id: answer.data.id, check: null, problem: null });
    } else if (answer.kind === "validation") {
      setState({
        kind: "refused",
        message: Object.values(answer.errors)[0]?.[0] ?? answer.message,
      });
    } else {
      reportError(answer.error, { feature: "multi-site check" });
      setState({
        kind: "refused",
        message: "We could not start the check just now. Please try again in a moment.",
      });
    }
  }, []);

  /** A site checked again: at an address the buyer chose, or as it was. Its error, if any. */
  const checkAgain = useCallback(
    async (position: number, address: string | null): Promise<string | null> => {
      if (!id) return null;
      const answer = await api.post(API.checkSiteAgain, { id, position, address });
      if (answer.ok) {
        setState((before) =>
          before.kind === "checking" && before.check
            ? {
                ...before,
                check: {
                  ...before.check,
                  status: "running",
                  rows: before.check.rows.map((row) =>
                    row.position === position ? { ...row, status: "pending" } : row,
                  ),
                },
              }
            : before,
        );
        setRound((n) => n + 1);
        return null;
      }
      if (answer.kind === "validation")
        return Object.values(answer.errors)[0]?.[0] ?? answer.message;
      reportError(answer.error, { feature: "multi-site check again" });
      return "We could not send this site to be checked again. Please try again.";
    },
    [id],
  );

  /** Back to the list: a new check. */
  const reset = useCallback(() => {
    linkCheck(null);
    setState({ kind: "none" });
  }, []);

  return { state, start, checkAgain, reset };
}
