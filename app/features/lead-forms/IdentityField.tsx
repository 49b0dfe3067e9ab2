import { MAX_LENGTH } from "@domain/forms/fields";
import { TextField } from "./fields";
import type { FieldBinding } from "./use-lead-form";

/** The details most forms ask for, each with the same label, type, limit and autofill. */
const IDENTITY = {
  first_name: { label: "First name", maxLength: MAX_LENGTH.name, autoComplete: "given-name" },
  last_name: { label: "Last name", maxLength: MAX_LENGTH.name, autoComplete: "family-name" },
  company: {
    label: "Company",
    maxLength: MAX_LENGTH.company,
    autoComplete: "organization",
    optional: true,
  },
  email: { label: "Email", maxLength: MAX_LENGTH.email, autoComplete: "email", type: "email" },
  phone: { label: "Phone", maxLength: MAX_LENGTH.phone, autoComplete: "tel", type: "tel" },
  mobile: { label: "Mobile", maxLength: MAX_LENGTH.phone, autoComplete: "tel", type: "tel" },
} as const;

export type IdentityFieldName = keyof typeof IDENTITY;

interface IdentityFieldProps {
  name: IdentityFieldName;
  /** The form's field binder (useLeadForm's `field`). */
  field: (name: string) => FieldBinding;
  /** Only where a form words it differently. */
  label?: string;
  hint?: string;
}

/** One of the identity fields most forms ask for, alike everywhere. */
export function IdentityField({ name, field, label, hint }: IdentityFieldProps) {
  const spec = IDENTITY[name];
  return <TextField field={field(name)} {...spec} label={label ?? spec.label} hint={hint} />;
}
