import { useId, useRef, useState } from "react";
import {
  combineManualAddress,
  EMPTY_MANUAL_ADDRESS,
  MANUAL_FIELD_MAX_LENGTH,
  STATES,
  STREET_TYPES,
  validateManualAddress,
  type ManualAddress,
  type ManualAddressErrors,
  type ManualAddressField,
} from "@domain/address/manual-address";

interface FieldSpec {
  name: ManualAddressField;
  label: string;
  options?: readonly string[];
  optional?: boolean;
  inputMode?: "numeric";
  maxLength?: number;
  autoComplete?: string;
  className: string;
}

const FIELDS: readonly FieldSpec[] = [
  { name: "unitNumber", label: "Unit number", optional: true, className: "sm:col-span-2" },
  { name: "streetNumber", label: "Street number", className: "sm:col-span-2" },
  {
    name: "streetName",
    label: "Street name",
    autoComplete: "address-line1",
    className: "sm:col-span-4",
  },
  { name: "streetType", label: "Street type", options: STREET_TYPES, className: "sm:col-span-2" },
  { name: "suburb", label: "Suburb", autoComplete: "address-level2", className: "sm:col-span-3" },
  {
    name: "state",
    label: "State",
    options: STATES,
    autoComplete: "address-level1",
    className: "sm:col-span-1",
  },
  {
    name: "postcode",
    label: "Postcode",
    inputMode: "numeric",
    maxLength: 4,
    autoComplete: "postal-code",
    className: "sm:col-span-2",
  },
];

interface ManualAddressFormProps {
  /** Called with the combined address once every field is valid. */
  onSearch: (address: string) => void;
  busy: boolean;
}

/**
 * 'Can't find your address? Enter it manually' (docs/product.md §B3 and §B5): the parts of an
 * address, checked as the spec says and joined into one address to search for.
 */
export function ManualAddressForm({ onSearch, busy }: ManualAddressFormProps) {
  const id = useId();
  const [values, setValues] = useState<ManualAddress>(EMPTY_MANUAL_ADDRESS);
  const [errors, setErrors] = useState<ManualAddressErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const change = (name: ManualAddressField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a first attempt, errors follow what is typed.
    if (submitted) setErrors(validateManualAddress(next));
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateManualAddress(values);
    setSubmitted(true);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field.name]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    onSearch(combineManualAddress(values));
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-label="Enter your address manually">
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-6">
        {FIELDS.map((field) => {
          const inputId = `${id}-${field.name}`;
          const errorId = `${inputId}-error`;
          const error = errors[field.name];
          const common = {
            id: inputId,
            name: field.name,
            value: values[field.name],
            "aria-invalid": error ? true : undefined,
            "aria-describedby": errorId,
            autoComplete: field.autoComplete ?? "off",
            className: `mt-1 block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-ink ${
              error ? "border-danger-600 ring-2 ring-danger-600" : "border-slate-400"
            }`,
          };
          return (
            <div key={field.name} className={field.className}>
              <label htmlFor={inputId} className="block font-semibold text-brand-900">
                {field.label}
                {field.optional ? (
                  <span className="font-normal text-muted"> (optional)</span>
                ) : null}
              </label>
              {field.options ? (
                <select {...common} onChange={(event) => change(field.name, event.target.value)}>
                  <option value="">Choose…</option>
                  {field.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type="text"
                  inputMode={field.inputMode}
                  maxLength={field.maxLength ?? MANUAL_FIELD_MAX_LENGTH}
                  onChange={(event) => change(field.name, event.target.value)}
                />
              )}
              {/* Space kept for the message, so the form does not jump when one appears. */}
              <p id={errorId} className="min-h-6 text-sm font-semibold text-danger-600">
                {error ?? ""}
              </p>
            </div>
          );
        })}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? "Searching…" : "Search this address"}
      </button>
    </form>
  );
}
