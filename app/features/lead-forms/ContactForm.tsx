import { CONTACT_ENQUIRIES, contactForm } from "@domain/forms/contact-form";
import { MAX_LENGTH } from "@domain/forms/fields";
import { Honeypot, SelectField, TextareaField } from "./fields";
import { LeadFormFrame } from "./LeadFormFrame";
import { pushLeadEvent } from "./lead-analytics";
import { PrivacyNote } from "./PrivacyNote";
import { IdentityField } from "./IdentityField";
import { useLeadForm } from "./use-lead-form";

/** docs/product.md §A9: a 2 s pause before sending, and the form view back 10 s after success. */
export const CONTACT_DELAY_MS = 2000;
export const CONTACT_RETURN_MS = 10_000;
export const CONTACT_FORM_NAME = "Get in touch";

/** The call-back request inside the 'Contact us' panel. */
export function ContactForm() {
  const controller = useLeadForm({
    form: contactForm,
    delayMs: CONTACT_DELAY_MS,
    clearOnSuccess: true,
    returnAfterMs: CONTACT_RETURN_MS,
    onSent: (values) =>
      pushLeadEvent("contact-form-submit", values, {
        enquiry_type: values.enquiring_about ?? "",
        form_name: CONTACT_FORM_NAME,
      }),
  });
  const { field } = controller;
  return (
    <LeadFormFrame
      controller={controller}
      label="Contact us"
      submitLabel="Call me back"
      footnote={<PrivacyNote />}
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <IdentityField name="first_name" field={field} />
        <IdentityField name="last_name" field={field} />
        <IdentityField name="mobile" field={field} />
        <IdentityField name="company" field={field} />
      </div>
      <IdentityField name="email" field={field} />
      <SelectField
        field={field("enquiring_about")}
        label="Enquiring about"
        options={CONTACT_ENQUIRIES}
        placeholder="Choose one"
      />
      <TextareaField
        field={field("description")}
        label="How can we help?"
        maxLength={MAX_LENGTH.description}
      />
      <Honeypot field={field("dob")} />
    </LeadFormFrame>
  );
}
