import { useEffect, useRef } from "react";
import { canonicalFieldName } from "@domain/forms/fields";
import { readStorage, writeStorage } from "~/lib/storage";

/**
 * docs/product.md §A3: every value typed is saved for the visit when its field loses focus, and
 * a form's empty fields start with what was saved (first name, last name, company, email and
 * phone as mobile among them). The same names share values across forms; a form's own spelling
 * of a shared field (Flip to Fibre's firstName) files under the shared one.
 */

export const storageKey = (field: string) => `lead:${canonicalFieldName(field)}`;

/** Where a saved value may come from when the field itself has none (spec: phone as mobile). */
const PREFILL_SOURCES: Record<string, string[]> = {
  mobile: ["mobile", "phone"],
  phone: ["phone", "mobile"],
};
/** Never saved: the honeypot, and free text that belongs to one enquiry. */
const NOT_SAVED = new Set(["dob", "description", "password"]);

const IDENTITY = new Set(["first_name", "last_name", "company", "email", "phone", "mobile"]);

/** Who the visitor is: kept for the visit even by a form that clears after sending. */
export function isIdentityField(field: string): boolean {
  return IDENTITY.has(canonicalFieldName(field));
}

function savedValue(field: string): string | null {
  if (NOT_SAVED.has(field)) return null;
  for (const source of PREFILL_SOURCES[canonicalFieldName(field)] ?? [field]) {
    const value = readStorage("session", storageKey(source));
    if (value) return value;
  }
  return null;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field a visitor types or picks in; a search box with suggestions keeps its own text. */
function isControl(element: Element | null): element is Control {
  return (
    (element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement) &&
    element.getAttribute("role") !== "combobox"
  );
}

/** The value a control was rendered with: anything else was typed or picked since. */
function isUntouched(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    return [...control.options].every((option) => option.selected === option.defaultSelected);
  }
  if (control instanceof HTMLInputElement && control.type === "radio") {
    return control.checked === control.defaultChecked;
  }
  return control.value === control.defaultValue;
}

/** Puts a saved value in a control the way a visitor would, so the form hears of it. */
function fill(form: HTMLFormElement, name: string, value: string) {
  const control = form.elements.namedItem(name);
  if (control instanceof RadioNodeList) {
    const radios = [...control] as HTMLInputElement[];
    const choice = radios.find((radio) => radio.value === value);
    if (!choice || !radios.every(isUntouched) || choice.checked) return;
    choice.checked = true;
    choice.dispatchEvent(new Event("input", { bubbles: true }));
    choice.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (!isControl(control) || control.type === "hidden" || !isUntouched(control)) return;
  if (control.value === value) return;
  control.value = value;
  control.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Keeps a field's value for the visit, unless it is one never saved. */
function save(control: Element | null) {
  if (!isControl(control) || !control.name || NOT_SAVED.has(control.name)) return;
  if (control.type === "hidden") return;
  if (control instanceof HTMLInputElement && control.type === "radio" && !control.checked) return;
  writeStorage("session", storageKey(control.name), control.value);
}

/**
 * The form's ref: once the page runs, its untouched fields take the visit's saved values (or
 * else `prefill`'s), and each field's value is saved as it loses focus. Storage does not exist
 * on the server, so this happens after hydration; a field typed into before then keeps what
 * was typed, and is saved as if it had lost focus: on a slow phone the page paints before its
 * script (ADR 0045), and a visitor may fill half the form before it runs. A form the server sent
 * back with what was posted (`filled`) is left as it is.
 */
export function useSavedValues(prefill: Record<string, string> | undefined, filled: boolean) {
  const ref = useRef<HTMLFormElement>(null);
  const prefillJson = JSON.stringify(prefill ?? {});
  useEffect(() => {
    const form = ref.current;
    if (!form || filled) return;
    for (const control of form.elements) {
      if (isControl(control) && !isUntouched(control)) save(control);
    }
    const fallback = JSON.parse(prefillJson) as Record<string, string>;
    const names = new Set([...form.elements].filter(isControl).map((control) => control.name));
    for (const name of names) {
      const value = name ? (savedValue(name) ?? fallback[name]) : undefined;
      if (value) fill(form, name, value);
    }
  }, [prefillJson, filled]);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const saveLeft = (event: FocusEvent) => save(event.target as Element | null);
    form.addEventListener("focusout", saveLeft);
    return () => form.removeEventListener("focusout", saveLeft);
  }, []);
  return ref;
}
