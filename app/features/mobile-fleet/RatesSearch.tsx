import { useEffect, useId, useState } from "react";
import { RATES_SEARCH, SEARCH_TERM_MAX_LENGTH } from "@domain/mobile/constants";
import type { InternationalRateRow } from "@domain/mobile/reference-schema";
import { DataTable } from "~/components/blocks/DataTable";
import { Spinner } from "~/components/ui/Spinner";
import { reportError } from "~/lib/monitoring";
import { useAdoptTypedValue } from "~/lib/use-adopt-typed-value";
import { useDebouncedSearch } from "~/lib/use-debounced-search";

// docs/product.md §B2 and §A8, word for word.
const IDLE_TEXT = "Start typing the country to find the rates.";
const noResultText = (term: string) => `No results found for "${term}".`;

interface RatesSearchProps {
  title: string;
  subTitle: string;
  label: string;
  hint: string;
  search: (term: string, signal: AbortSignal) => Promise<InternationalRateRow[]>;
}

/**
 * International rates search (docs/product.md §B2 and §B4): idle prompt, loading, a table of
 * Destination, Zone and Price/min, or no result. A failed search is reported and shows nothing
 * (docs/product.md §B8 names no message for it).
 */
export function RatesSearch({ title, subTitle, label, hint, search }: RatesSearchProps) {
  const inputId = useId();
  const hintId = useId();
  const headingId = useId();
  const [term, setTerm] = useState("");
  const inputRef = useAdoptTypedValue<HTMLInputElement>("", setTerm);
  const state = useDebouncedSearch(term, {
    minLength: RATES_SEARCH.minLength,
    debounceMs: RATES_SEARCH.debounceMs,
    search,
  });

  const failure = state.status === "error" ? state.error : null;
  useEffect(() => {
    if (failure) reportError(failure, { search: "international rates" });
  }, [failure]);

  const done = state.status === "done" ? state : null;
  const results = done?.results ?? [];
  const notes = [...new Set(results.map((row) => row.additional).filter(Boolean))].map(
    (note) =>
      `${note}: ${results
        .filter((row) => row.additional === note)
        .map((row) => row.country)
        .join(", ")}.`,
  );

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h3 id={headingId} className="text-2xl font-bold text-brand-900">
        {title}
      </h3>
      <p className="mt-2 max-w-3xl text-muted">{subTitle}</p>
      <label htmlFor={inputId} className="mt-6 block font-semibold text-brand-900">
        {label}
      </label>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hintId}
        className="mt-2 block min-h-12 w-full max-w-md rounded-md border border-slate-400 bg-white px-4 py-3 text-base text-ink"
      />
      <div role="status" className="mt-4 min-h-7" data-testid="rates-status">
        {state.status === "idle" ? <p>{IDLE_TEXT}</p> : null}
        {state.status === "loading" ? (
          <p className="flex items-center gap-3">
            <Spinner label="" />
            Searching…
          </p>
        ) : null}
        {done && results.length === 0 ? <p>{noResultText(done.term)}</p> : null}
        {results.length > 0 ? (
          <p className="sr-only">
            {results.length} destination{results.length === 1 ? "" : "s"} found.
          </p>
        ) : null}
      </div>
      {done && results.length > 0 ? (
        <div className="mt-2 max-w-3xl">
          <DataTable
            caption={`International call rates matching “${done.term}”`}
            headings={["Destination", "Zone", "Price/min"]}
            rows={results.map((row) => [
              `${row.country} (${row.region})`,
              String(row.zone),
              { amount: row.price },
            ])}
          />
          {notes.length > 0 ? (
            <ul className="mt-3 space-y-1 text-sm text-muted">
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
