import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { FieldBinding } from "./use-lead-form";

/**
 * The one field set of the lead forms: a visible label, the control, and its error text tied
 * to it (aria-invalid, aria-describedby). docs/product.md §A5: a field in error gets a red
 * outline; the exceptions are each control's own (the select, the textarea, the yes/no toggle
 * highlight themselves; a speed choice shows its error without a highlight).
 *
 * The controls are the browser's own (uncontrolled): the form engine (Conform) reads them, so
 * what a visitor types before the page's script starts is never written over. A control is
 * keyed by the engine, which remounts it when it resets the form.
 */

const CONTROL =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-base text-ink shadow-sm";
const OK = "border-slate-400";
const IN_ERROR = "border-danger-600 outline-2 outline-danger-600";

interface CommonProps {
  field: FieldBinding;
  label: string;
  /** Shown as "(optional)" after the label; every other field is required. */
  optional?: boolean;
  hint?: string;
}

function describedBy(field: FieldBinding, hint?: string): string | undefined {
  const ids = [hint ? `${field.id}-hint` : null, field.error ? `${field.id}-error` : null];
  return ids.filter(Boolean).join(" ") || undefined;
}

function Label({ field, label, optional }: CommonProps) {
  return (
    <label htmlFor={field.id} className="block font-semibold text-brand-900">
      {label}
      {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
    </label>
  );
}

function Hint({ field, hint }: { field: FieldBinding; hint?: string }) {
  return hint ? (
    <p id={`${field.id}-hint`} className="mt-1 text-sm text-muted">
      {hint}
    </p>
  ) : null;
}

/** The error line keeps its space so the form does not jump when a message appears. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={`${id}-error`} className="mt-1 min-h-5 text-sm font-semibold text-danger-600">
      {error ?? ""}
    </p>
  );
}

interface TextFieldProps extends CommonProps {
  type?: "text" | "email" | "tel";
  maxLength: number;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  /** Rewrites what is typed (the ABN keeps digits only). */
  normalise?: (value: string) => string;
}

/** Rewrites the control's text in place; whether it changed. */
function rewrite(input: HTMLInputElement, normalise: (value: string) => string): boolean {
  const value = normalise(input.value);
  if (value === input.value) return false;
  input.value = value;
  return true;
}

/** Rewrites what a keystroke left, before the form hears of it. */
function normaliseInput(normalise: (value: string) => string) {
  return (event: React.FormEvent<HTMLInputElement>) => {
    rewrite(event.currentTarget, normalise);
  };
}

export function TextField({
  field,
  label,
  optional,
  hint,
  type = "text",
  maxLength,
  autoComplete,
  inputMode,
  normalise,
}: TextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // Text typed before the page's script ran (ADR 0045) had no keystroke handler: it is rewritten
  // as the field starts, and the form hears of it as of a keystroke. Later renders find it clean.
  useEffect(() => {
    const control = input.current;
    if (control && normalise && rewrite(control, normalise))
      control.dispatchEvent(new Event("input", { bubbles: true }));
  }, [normalise]);
  return (
    <div>
      <Label field={field} label={label} optional={optional} />
      <Hint field={field} hint={hint} />
      <input
        ref={input}
        key={field.key}
        id={field.id}
        name={field.name}
        type={type}
        defaultValue={field.defaultValue}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        onInputCapture={normalise ? normaliseInput(normalise) : undefined}
        className={`${CONTROL} ${field.error ? IN_ERROR : OK}`}
      />
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}

interface SelectFieldProps extends CommonProps {
  options: readonly string[];
  placeholder: string;
}

export function SelectField({
  field,
  label,
  optional,
  hint,
  options,
  placeholder,
}: SelectFieldProps) {
  return (
    <div>
      <Label field={field} label={label} optional={optional} />
      <Hint field={field} hint={hint} />
      <select
        key={field.key}
        id={field.id}
        name={field.name}
        defaultValue={field.defaultValue}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        className={`${CONTROL} ${field.error ? IN_ERROR : OK}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}

interface TextareaFieldProps extends CommonProps {
  maxLength: number;
  rows?: number;
}

export function TextareaField({
  field,
  label,
  optional,
  hint,
  maxLength,
  rows = 5,
}: TextareaFieldProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // The counter follows the box, text typed before the script started and filled-in text too.
  const [length, setLength] = useState(field.defaultValue.length);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const count = () => setLength(box.value.length);
    count();
    box.addEventListener("input", count);
    return () => box.removeEventListener("input", count);
  }, [field.key]);
  return (
    <div>
      <Label field={field} label={label} optional={optional} />
      <Hint field={field} hint={hint} />
      <textarea
        key={field.key}
        ref={ref}
        id={field.id}
        name={field.name}
        defaultValue={field.defaultValue}
        maxLength={maxLength}
        rows={rows}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        className={`${CONTROL} ${field.error ? IN_ERROR : OK}`}
      />
      <p className="text-right text-sm text-muted" aria-hidden="true">
        {length} / {maxLength}
      </p>
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}

interface ToggleFieldProps extends CommonProps {
  options: readonly { value: string; label: string }[];
  /** docs/product.md §A5: a speed choice shows its error without a highlight. */
  highlightError?: boolean;
  /** docs/product.md §A4: the speed buttons dim while prices load, and take no change. */
  dimmed?: boolean;
  /** Told of each new choice (the price checker asks the carriers again). */
  onChange?: (value: string) => void;
}

/**
 * A choice of a few options as a segmented toggle (radio buttons underneath, so arrow keys
 * move between them). Its id is on the option it starts on.
 */
export function ToggleField({
  field,
  label,
  hint,
  options,
  highlightError = true,
  dimmed = false,
  onChange,
}: ToggleFieldProps) {
  const highlighted = highlightError && field.error;
  const startsOn = options.some((option) => option.value === field.defaultValue)
    ? field.defaultValue
    : options[0]?.value;
  return (
    <fieldset key={field.key} aria-describedby={describedBy(field, hint)}>
      <legend className="font-semibold text-brand-900">{label}</legend>
      <Hint field={field} hint={hint} />
      <div
        className={`mt-1 inline-flex flex-wrap gap-1 rounded-3xl border p-1 transition-opacity ${
          highlighted ? "border-danger-600 outline-2 outline-danger-600" : "border-slate-400"
        } ${dimmed ? "opacity-50" : ""}`}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={`rounded-full px-5 py-2 font-semibold text-brand-900 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-accent-600 ${
              dimmed ? "cursor-not-allowed" : "cursor-pointer"
            }`}
          >
            <input
              type="radio"
              className="sr-only"
              name={field.name}
              value={option.value}
              id={option.value === startsOn ? field.id : undefined}
              defaultChecked={option.value === field.defaultValue}
              disabled={dimmed}
              onChange={() => onChange?.(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={field.id} error={field.error} />
    </fieldset>
  );
}

/**
 * The honeypot (spec: dob). People and assistive technology never meet it: it is off screen,
 * out of the tab order and hidden from the accessibility tree; bots that fill every input fill
 * it, and their lead is kept as spam. Never highlighted.
 */
export function Honeypot({ field }: { field: FieldBinding }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={field.id}>Date of birth</label>
      <input
        key={field.key}
        id={field.id}
        name={field.name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue={field.defaultValue}
      />
    </div>
  );
}

/** Values that go with the form but are not fields (which form, the product), for a post
 * sent before the script started (ADR 0025). */
export function HiddenValues({ values }: { values: Record<string, string> }) {
  return Object.entries(values).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
