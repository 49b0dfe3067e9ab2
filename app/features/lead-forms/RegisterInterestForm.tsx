import { useMemo } from "react";
import { useSqRecord } from "~/features/qualification/sq-store";
import { MAX_LENGTH } from "@domain/forms/fields";
import {
  registerInterestForm,
  type RegisterInterestProduct,
} from "@domain/forms/register-interest-form";
import { Honeypot, TextField } from "./fields";
import { LeadFormFrame } from "./LeadFormFrame";
import { pushLeadEvent } from "./lead-analytics";
import { PrivacyNote } from "./PrivacyNote";
import { IdentityField } from "./IdentityField";
import { useLeadForm } from "./use-lead-form";

export const REGISTER_INTEREST_DELAY_MS = 2000;

interface RegisterInterestFormProps {
  product: RegisterInterestProduct;
  /**
   * Ask where the business is (the nbn register page), starting with the address the nbn page
   * found not ready, when the visitor came from there.
   */
  askAddress?: boolean;
}

/** Register interest in a product (docs/product.md §A3 and §A4). */
export function RegisterInterestForm({ product, askAddress = false }: RegisterInterestFormProps) {
  const qualified = useSqRecord()?.address;
  const known = askAddress ? qualified : undefined;
  const prefill = useMemo(() => (known ? { address: known } : undefined), [known]);
  const controller = useLeadForm({
    form: registerInterestForm,
    prefill,
    fixedValues: { product },
    delayMs: REGISTER_INTEREST_DELAY_MS,
    onSent: (values) => pushLeadEvent("register-interest-submit", values, { product }),
  });
  const { field } = controller;
  return (
    <LeadFormFrame
      controller={controller}
      label="Register your interest"
      submitLabel="Register my interest"
      footnote={<PrivacyNote />}
    >
      <div className="grid gap-x-6 md:grid-cols-2">
        <IdentityField name="first_name" field={field} />
        <IdentityField name="last_name" field={field} />
        <IdentityField name="mobile" field={field} />
        <IdentityField name="email" field={field} />
        <IdentityField name="company" field={field} />
        {askAddress ? (
          <TextField
            field={field("address")}
            label="Business address"
            optional
            maxLength={MAX_LENGTH.text}
            autoComplete="address-line1"
          />
        ) : null}
      </div>
      <Honeypot field={field("dob")} />
    </LeadFormFrame>
  );
}
