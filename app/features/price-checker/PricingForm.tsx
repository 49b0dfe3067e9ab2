import { useEffect, useRef } from "react";
import { GenericErrorPanel } from "~/components/ui/GenericErrorPanel";
import { Spinner } from "~/components/ui/Spinner";
import { ErrorSummary } from "../lead-forms/ErrorSummary";
import { HiddenValues, Honeypot, ToggleField } from "../lead-forms/fields";
import { IdentityField } from "../lead-forms/IdentityField";
import { PrivacyNote } from "../lead-forms/PrivacyNote";
import type { LeadFormController } from "../lead-forms/use-lead-form";
import { AddressField } from "./AddressField";

export const CALCULATING = "Calculating pricing (may take up to 20 seconds)";

interface PricingFormProps {
  label: string;
  controller: LeadFormController;
  speeds: readonly number[];
  speedHint?: string;
  /** docs/product.md §A4: a speed picked after a first check asks for its prices again. */
  onSpeedChange: (speed: number) => void;
  /** A request is in progress: the button hides, the loader shows, speed buttons dim. */
  busy: boolean;
  submitLabel: string;
  /** The pricing failed (the form's own failure shows the same panel). */
  failed?: boolean;
  onCloseFailure?: () => void;
}

/**
 * The price checker's and the enterprise form's shared body: the address with suggestions,
 * the visitor's details, the speed buttons, and the loader in place of the button while
 * prices load (docs/product.md §A3 and §A4).
 */
export function PricingForm({
  label,
  controller,
  speeds,
  speedHint,
  onSpeedChange,
  busy,
  submitLabel,
  failed = false,
  onCloseFailure,
}: PricingFormProps) {
  const { status, errors, errorRound, field, formProps, hiddenValues } = controller;
  // The button that had focus hides while busy: focus moves to the loader, not to the page.
  const progress = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (busy && document.activeElement === document.body) progress.current?.focus();
  }, [busy]);

  return (
    <form {...formProps} aria-label={label} aria-busy={busy}>
      <HiddenValues values={hiddenValues} />
      <ErrorSummary errors={errors} errorRound={errorRound} />
      <AddressField field={field("address")} onChosen={() => controller.checkAgain("address")} />
      <div className="mt-4 grid gap-x-6 md:grid-cols-2">
        <IdentityField name="first_name" field={field} />
        <IdentityField name="last_name" field={field} />
        <IdentityField name="company" field={field} />
        <IdentityField name="email" field={field} />
        <IdentityField name="phone" field={field} />
      </div>
      <ToggleField
        field={field("speed")}
        label="Speed"
        hint={speedHint}
        options={speeds.map((mbps) => ({ value: String(mbps), label: `${mbps} Mbps` }))}
        highlightError={false}
        dimmed={busy}
        // The buttons take no change while a request is in progress.
        onChange={(value) => onSpeedChange(Number(value))}
      />
      <Honeypot field={field("dob")} />
      <div role="status" ref={progress} tabIndex={-1} className="mt-4 outline-none">
        {busy ? (
          <p className="flex items-center gap-3 text-lg font-semibold text-brand-900">
            <Spinner label="" /> {CALCULATING}
          </p>
        ) : null}
      </div>
      {busy ? null : (
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-8 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {status === "sent" ? "Check again" : submitLabel}
        </button>
      )}
      <div className="mt-4 text-sm text-muted">
        <PrivacyNote />
      </div>
      {status === "failed" || failed ? (
        <div className="mt-4">
          <GenericErrorPanel
            onClose={() => {
              controller.dismissFailure();
              onCloseFailure?.();
            }}
          />
        </div>
      ) : null}
    </form>
  );
}
