import { useEffect, useRef, useState } from "react";

export type SearchState<T> =
  | { status: "idle" }
  | { status: "loading"; term: string }
  | { status: "done"; term: string; results: T[] }
  | { status: "error"; term: string; error: unknown };

export interface DebouncedSearchOptions<T> {
  /** Searches start once the trimmed term has at least this many characters. */
  minLength: number;
  /** Quiet time after the last keystroke before a search starts. */
  debounceMs: number;
  search: (term: string, signal: AbortSignal) => Promise<T[]>;
  /** False pauses searching (for example while the term is a suggestion just chosen). */
  enabled?: boolean;
}

/**
 * Runs `search` for the latest term only: a term shorter than `minLength` is idle, typing
 * restarts the quiet period, and each new search aborts the one before it, so a slow answer
 * to an old term can never replace the answer to a newer one.
 */
export function useDebouncedSearch<T>(
  term: string,
  { minLength, debounceMs, search, enabled = true }: DebouncedSearchOptions<T>,
): SearchState<T> {
  const [state, setState] = useState<SearchState<T>>({ status: "idle" });
  // The latest search function, without making every render restart the timer.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });

  const trimmed = term.trim();
  const active = enabled && trimmed.length >= minLength;

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: "loading", term: trimmed });
      searchRef.current(trimmed, controller.signal).then(
        (results) => {
          if (!controller.signal.aborted) setState({ status: "done", term: trimmed, results });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: "error", term: trimmed, error });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, trimmed, debounceMs]);

  return active ? state : { status: "idle" };
}
