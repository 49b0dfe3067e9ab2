import { MAX_LENGTH } from "@domain/forms/fields";
import { GST_OPTIONS, PARTNER_INTERESTS, partnerForm } from "@domain/forms/partner-form";
import { Honeypot, SelectField, TextField, ToggleField } from "./fields";
import { LeadFormFrame } from "./LeadFormFrame";
import { pushLeadEvent } from "./lead-analytics";
import { PrivacyNote } from "./PrivacyNote";
import { IdentityField } from "./IdentityField";
import { useLeadForm } from "./use-lead-form";

// docs/product.md §A3: gst_registered defaults to no.
const DEFAULTS = { gst_registered: "no" };
const GST_CHOICES = GST_OPTIONS.map((value) => ({ value, label: value === "yes" ? "Yes" : "No" }));

export const PARTNER_DELAY_MS = 2000;

/** 'Become a partner' on /partners. The fields stay filled after success (docs/product.md §A4). */
export function PartnerForm() {
  const controller = useLeadForm({
    form: partnerForm,
    defaultValues: DEFAULTS,
    delayMs: PARTNER_DELAY_MS,
    onSent: (values) => pushLeadEvent("partner-form-submit", values),
  });
  const { field } = controller;
  return (
    <LeadFormFrame
      controller={controller}
      label="Become a partner"
      submitLabel="Apply to partner with us"
      footnote={<PrivacyNote />}
      afterSuccess={
        <button
          type="button"
          onClick={controller.edit}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Change my details and send them again
        </button>
      }
    >
      <div className="grid gap-x-6 md:grid-cols-2">
        <IdentityField name="first_name" field={field} />
        <IdentityField name="last_name" field={field} />
        <IdentityField name="email" field={field} />
        <IdentityField name="company" field={field} />
        <IdentityField name="phone" field={field} hint="A phone or a mobile number is needed." />
        <IdentityField name="mobile" field={field} hint="A phone or a mobile number is needed." />
        <TextField
          field={field("abn")}
          label="ABN"
          // Room for the spaces of a pasted "51 824 753 556"; the value keeps 11 digits.
          maxLength={MAX_LENGTH.abn + 3}
          inputMode="numeric"
          hint="The 11 digits of your Australian Business Number."
          normalise={(value) => value.replace(/\D/g, "").slice(0, MAX_LENGTH.abn)}
        />
        <SelectField
          field={field("interested_in")}
          label="Interested in"
          options={PARTNER_INTERESTS}
          placeholder="Choose one"
        />
      </div>
      <ToggleField
        field={field("gst_registered")}
        label="Registered for GST?"
        options={GST_CHOICES}
      />
      <Honeypot field={field("dob")} />
    </LeadFormFrame>
  );
}
