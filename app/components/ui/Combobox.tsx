import { useCombobox } from "downshift";
import { useEffect, useId, useRef, useState } from "react";
import { useAdoptTypedValue } from "~/lib/use-adopt-typed-value";
import { useDebouncedSearch } from "~/lib/use-debounced-search";
import { Spinner } from "./Spinner";

/** Stands for the single "nothing matched" entry of the list. */
const EMPTY = Symbol("empty");
type Entry<T> = T | typeof EMPTY;

/** Changes that put new text in the box: typing, and text adopted on mount. */
const TYPING = new Set<string>([
  useCombobox.stateChangeTypes.InputChange,
  useCombobox.stateChangeTypes.FunctionSetInputValue,
]);

export interface ComboboxProps<T> {
  label: string;
  /** Visible hint under the label, also read with the field. */
  hint?: string;
  placeholder?: string;
  /** Searches start at this many characters (spec: "longer than 4" is 5). */
  minLength: number;
  debounceMs?: number;
  search: (term: string, signal: AbortSignal) => Promise<T[]>;
  itemToString: (item: T) => string;
  itemKey: (item: T) => string;
  renderItem?: (item: T) => React.ReactNode;
  /** The one entry shown when a search finds nothing ('No address found.'). */
  emptyText: string;
  /** Shown (and announced) when a search fails. */
  errorText: string;
  onSelect?: (item: T) => void;
  /** Follows the box's text, typed or chosen (a form that keeps the address as a value). */
  onTextChange?: (text: string) => void;
  /** Called when a search fails, to log and report it. */
  onError?: (error: unknown) => void;
  /** Empty the box once a suggestion is chosen (the roaming look-up does). */
  clearOnSelect?: boolean;
  /** The input's id, for a button elsewhere that brings the visitor back to this box. */
  inputId?: string;
  disabled?: boolean;
  name?: string;
  /** Shown under the box as the field's error (forms that need an address). */
  error?: string;
  /** Text the box starts with (a form the server sent back); not searched until changed. */
  defaultText?: string;
}

/**
 * A search box with suggestions, in the WAI-ARIA combobox pattern (downshift): arrows move
 * through the list, Enter picks the highlighted suggestion or, with none highlighted, the
 * first; Escape closes. Searches are debounced and stale answers are dropped
 * (useDebouncedSearch). A status region tells screen readers what the list holds.
 *
 * Downshift owns the box's text. Handing it the text as a controlled `inputValue` loses
 * keystrokes under a fast typist: downshift reports a change from an effect after the render
 * that follows the keystroke, so that render still carries the old text, React writes it back
 * into the box, and a key pressed before the report lands is appended to the old text ("Pitt
 * St" became "PittS"; downshift issues 1108 and 217). Here the text changes only in
 * downshift's own reducer, in the keystroke's event, and the search term follows it. Text
 * typed before the script started is adopted on mount (useAdoptTypedValue).
 */
export function Combobox<T>({
  label,
  hint,
  placeholder,
  minLength,
  debounceMs = 500,
  search,
  itemToString,
  itemKey,
  renderItem,
  emptyText,
  errorText,
  onSelect,
  onTextChange,
  onError,
  clearOnSelect = false,
  inputId: givenInputId,
  disabled,
  name,
  error,
  defaultText = "",
}: ComboboxProps<T>) {
  const generatedId = useId();
  const inputId = givenInputId ?? `${generatedId}-input`;
  const hintId = useId();
  const errorId = useId();
  // What the box holds, as downshift last reported it: the term searched for.
  const [term, setTerm] = useState(defaultText);
  // The text of a suggestion just chosen (or the box's starting text) is not a new search.
  const [chosenText, setChosenText] = useState<string | null>(defaultText);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const state = useDebouncedSearch(term, {
    minLength,
    debounceMs,
    search,
    enabled: term !== chosenText,
  });
  const failure = state.status === "error" ? state.error : null;
  useEffect(() => {
    if (failure) onErrorRef.current?.(failure);
  }, [failure]);

  const results = state.status === "done" ? state.results : [];
  const entries: Entry<T>[] =
    state.status === "done" ? (results.length > 0 ? results : [EMPTY]) : [];
  /** The box's text once an entry is chosen ("nothing matched" keeps what was typed). */
  const textAfterChoosing = (entry: T) => (clearOnSelect ? "" : itemToString(entry));

  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getMenuProps,
    getInputProps,
    getItemProps,
    selectItem,
    setInputValue,
    openMenu,
  } = useCombobox<Entry<T>>({
    items: entries,
    inputId,
    initialInputValue: defaultText,
    itemToString: (entry) => (entry === null || entry === EMPTY ? "" : itemToString(entry)),
    stateReducer: (current, { type, changes }) => {
      // Typed text is no longer the chosen entry (so choosing it again counts).
      if (TYPING.has(type)) return { ...changes, selectedItem: null };
      const chosen = changes.selectedItem;
      if (chosen === undefined || chosen === current.selectedItem) return changes;
      // "Nothing matched" chooses nothing and leaves the text as typed.
      if (chosen === EMPTY) {
        return { ...changes, selectedItem: current.selectedItem, inputValue: current.inputValue };
      }
      return {
        ...changes,
        isOpen: false,
        inputValue: chosen === null ? changes.inputValue : textAfterChoosing(chosen),
      };
    },
    onInputValueChange: ({ inputValue, selectedItem }) => {
      const text = inputValue ?? "";
      setTerm(text);
      if (selectedItem === null || selectedItem === undefined) {
        setChosenText(null);
        onTextChange?.(text);
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem === null || selectedItem === undefined || selectedItem === EMPTY) return;
      const text = textAfterChoosing(selectedItem);
      setChosenText(text);
      onTextChange?.(text);
      onSelect?.(selectedItem);
    },
  });
  const inputRef = useAdoptTypedValue<HTMLInputElement>(defaultText, (typed) => {
    setInputValue(typed);
    // A visitor still in the box is shown what the search finds, as if they had just typed it.
    if (document.activeElement === inputRef.current) openMenu();
  });

  const showList = isOpen && entries.length > 0;
  const loading = state.status === "loading";
  const status = loading
    ? "Searching…"
    : state.status === "error"
      ? errorText
      : state.status === "done"
        ? results.length > 0
          ? `${results.length} suggestion${results.length === 1 ? "" : "s"}. Use the arrow keys to choose.`
          : emptyText
        : "";
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className="relative">
      <label {...getLabelProps()} className="block font-semibold text-brand-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="relative mt-2">
        <input
          {...getInputProps({
            ref: inputRef,
            name,
            disabled,
            placeholder,
            autoComplete: "off",
            spellCheck: false,
            // A press in an empty box opens nothing: there is no list to show yet, and downshift
            // is not asked, so the press costs no render (the first click as the page starts).
            onClick: (
              event: React.MouseEvent & { nativeEvent: { preventDownshiftDefault?: boolean } },
            ) => {
              if (entries.length === 0) event.nativeEvent.preventDownshiftDefault = true;
            },
            "aria-describedby": describedBy || undefined,
            "aria-invalid": error ? true : undefined,
            // downshift writes an empty id while nothing is highlighted: invalid HTML.
            ...(isOpen && highlightedIndex >= 0 ? {} : { "aria-activedescendant": undefined }),
            onKeyDown: (event) => {
              if (event.key === "Enter" && highlightedIndex < 0) {
                // Spec: Enter in the box takes the first suggestion.
                (
                  event.nativeEvent as unknown as { preventDownshiftDefault: boolean }
                ).preventDownshiftDefault = true;
                event.preventDefault();
                const first = entries[0];
                if (first !== undefined && first !== EMPTY) selectItem(first);
              }
            },
          })}
          className={`block min-h-12 w-full rounded-md border bg-white px-4 py-3 pr-12 text-base text-ink ${
            error ? "border-danger-600 ring-2 ring-danger-600" : "border-slate-400"
          }`}
        />
        {loading ? (
          <span className="absolute inset-y-0 right-3 flex items-center">
            <Spinner label="" />
          </span>
        ) : null}
      </div>
      <ul
        {...getMenuProps()}
        className={`absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded-md border border-slate-300 bg-white shadow-lg ${
          showList ? "" : "hidden"
        }`}
      >
        {showList
          ? entries.map((entry, index) => (
              <li
                key={entry === EMPTY ? "empty" : itemKey(entry)}
                {...getItemProps({ item: entry, index })}
                className={`cursor-pointer px-4 py-3 ${
                  highlightedIndex === index ? "bg-brand-100 text-brand-900" : "text-ink"
                } ${entry === EMPTY ? "italic text-muted" : ""}`}
              >
                {entry === EMPTY ? emptyText : (renderItem?.(entry) ?? itemToString(entry))}
              </li>
            ))
          : null}
      </ul>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-danger-600">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {status}
      </p>
      {state.status === "error" ? (
        <p className="mt-2 text-sm font-semibold text-danger-600" aria-hidden="true">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
