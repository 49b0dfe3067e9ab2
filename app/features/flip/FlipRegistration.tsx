import { useId, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { FLIP_PRODUCT, flipToFibreForm } from "@domain/forms/flip-to-fibre-form";
import { BUTTON_CLASS } from "~/components/ui/ButtonLink";
import { Honeypot } from "../lead-forms/fields";
import { IdentityField } from "../lead-forms/IdentityField";
import { LeadFormFrame } from "../lead-forms/LeadFormFrame";
import { pushLeadEvent } from "../lead-forms/lead-analytics";
import { PrivacyNote } from "../lead-forms/PrivacyNote";
import { useLeadForm } from "../lead-forms/use-lead-form";

/** docs/product.md §B9: the pause between submit and request. */
export const FLIP_REGISTRATION_DELAY_MS = 500;
export const FLIP_SUCCESS_MESSAGE = "Your message has successfully sent.";

export function flipFailureMessage(phone: string): string {
  return `Oops! Something went wrong, please give us a call on ${phone}`;
}

interface FlipRegistrationProps {
  /** The qualified address the registration is for. */
  address: string;
  brand: string;
  phone: string;
  /** "Switch to {brand} now": to the plans. */
  onSwitchNow: () => void;
}

/**
 * The registration panel of an address with no upgrade date (docs/product.md §B2, §B4, §B5, §B7):
 * 'Register now' reveals the form, 'Switch to {brand} now' goes to the plans. The form is the
 * shared lead-form engine with Flip to Fibre's schema (POST /api/postFlipToFibreForm).
 */
export function FlipRegistration({ address, brand, phone, onSwitchNow }: FlipRegistrationProps) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const fixedValues = useMemo(() => ({ address, product: FLIP_PRODUCT }), [address]);
  const controller = useLeadForm({
    form: flipToFibreForm,
    fixedValues,
    delayMs: FLIP_REGISTRATION_DELAY_MS,
    onSent: (values) => pushLeadEvent("flipToFibreRegistration", values, { product: FLIP_PRODUCT }),
  });
  const { field } = controller;

  const reveal = () => {
    flushSync(() => setOpen(true));
    document.getElementById(field("firstName").id)?.focus();
  };
  const close = () => {
    controller.edit();
    setOpen(false);
  };

  return (
    <div className="rounded-lg bg-white p-5 lg:p-8">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={formId}
          onClick={open ? () => setOpen(false) : reveal}
          className={`${BUTTON_CLASS} bg-brand-600 text-white hover:bg-brand-700`}
        >
          Register now
        </button>
        <button
          type="button"
          onClick={onSwitchNow}
          className={`${BUTTON_CLASS} border-2 border-brand-600 text-brand-700 hover:bg-brand-50`}
        >
          Switch to {brand} now
        </button>
      </div>
      <div id={formId} hidden={!open} className="mt-6">
        <LeadFormFrame
          controller={controller}
          label="Register for Flip to Fibre"
          submitLabel="Register"
          successMessage={FLIP_SUCCESS_MESSAGE}
          onCloseSuccess={close}
          callUsMessage={flipFailureMessage(phone)}
          footnote={<PrivacyNote />}
        >
          <p className="mb-4 text-sm text-muted">
            Registering for <strong className="text-ink">{address}</strong>
          </p>
          <div className="grid gap-x-6 md:grid-cols-2">
            <IdentityField name="first_name" as="firstName" field={field} />
            <IdentityField name="last_name" as="lastName" field={field} />
            <IdentityField name="email" field={field} label="Email address" />
            <IdentityField name="phone" as="phoneNumber" field={field} label="Contact number" />
          </div>
          <Honeypot field={field("dob")} />
        </LeadFormFrame>
      </div>
    </div>
  );
}
