import { useLayoutEffect, useRef } from "react";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLFieldSetElement;

/** What a control holds now; for a group of radio buttons, the checked one's value. */
function heldValue(control: Control): string {
  if (control instanceof HTMLFieldSetElement) {
    return control.querySelector<HTMLInputElement>("input[type=radio]:checked")?.value ?? "";
  }
  return control.value;
}

/**
 * Keeps what a visitor typed (or picked) before the page's script started. Hydration leaves
 * the server-rendered control's value alone, so the text is on screen, but the component's
 * state still holds the initial value and its next render would write that back over the
 * text. On mount, before any other render can commit, this hands whatever the control already
 * holds to `adopt`, so the component acts on it as if it had just been typed.
 *
 * Returns the ref for the control (or the fieldset of a radio group).
 */
export function useAdoptTypedValue<T extends Control>(
  rendered: string,
  adopt: (value: string) => void,
) {
  const ref = useRef<T>(null);
  const firstRender = useRef({ rendered, adopt });
  useLayoutEffect(() => {
    const { rendered: initial, adopt: take } = firstRender.current;
    const control = ref.current;
    if (!control) return;
    const value = heldValue(control);
    if (value !== initial) take(value);
  }, []);
  return ref;
}
