import { useDeferredValue, useMemo } from "react";
import type { FormValues } from "../lead-forms/use-lead-form";

/**
 * What a quote is made from, for QuoteSection (or null while there is nothing to quote): the
 * same object while the choices stay the same, and a render late when they change, so the
 * press that changed them paints first and the quote's form appears, or starts afresh, in the
 * render after (ADR 0047).
 */
export function useQuoteChoices(choices: FormValues | null): FormValues | null {
  const text = choices === null ? null : JSON.stringify(choices);
  const stable = useMemo(() => (text === null ? null : (JSON.parse(text) as FormValues)), [text]);
  return useDeferredValue(stable);
}
