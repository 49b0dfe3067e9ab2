import { useState } from "react";
import { API } from "@domain/api/contracts";
import { formatDayMonthYear } from "@domain/format/date";
import { MAX_LENGTH } from "@domain/forms/fields";
import { quoteForm, type QuoteReceipt } from "@domain/quotes/quote-form";
import { api } from "~/lib/api";
import { Honeypot, TextField } from "../lead-forms/fields";
import { IdentityField } from "../lead-forms/IdentityField";
import { LeadFormFrame } from "../lead-forms/LeadFormFrame";
import { pushLeadEvent } from "../lead-forms/lead-analytics";
import { PrivacyNote } from "../lead-forms/PrivacyNote";
import { useLeadForm, type FormValues } from "../lead-forms/use-lead-form";

interface QuoteFormProps {
  /** The journey's choices as the quote form sends them (never a price: ADR 0043). */
  choices: FormValues;
}

/**
 * Keeps the journey's figures as a quote (ADR 0043): who it is for, then a link to the quote
 * the server worked out, to forward, print or come back to while it is valid. The journey
 * remounts it when its choices change, so a link never stands for other figures.
 */
export function QuoteForm({ choices }: QuoteFormProps) {
  const [receipt, setReceipt] = useState<QuoteReceipt | null>(null);
  const controller = useLeadForm({
    form: quoteForm,
    fixedValues: choices,
    delayMs: 0,
    // No idempotency key: a quote made twice is two quotes, and neither is retried blindly.
    send: async (body) => {
      const result = await api.post(API.quotes, body);
      if (result.ok) setReceipt(result.data);
      return result;
    },
    onSent: (values) => pushLeadEvent("quote-saved", values, { journey: choices.journey ?? "" }),
  });
  const { field } = controller;
  return (
    <LeadFormFrame
      controller={controller}
      label="Save this quote"
      submitLabel="Save my quote"
      successMessage={receipt ? `Your quote ${receipt.reference} is saved.` : undefined}
      afterSuccess={
        receipt ? (
          <p className="text-lg">
            <a
              href={receipt.url}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Open quote {receipt.reference}
            </a>{" "}
            to print it or send its link to whoever approves the spend. Its prices hold until{" "}
            {formatDayMonthYear(receipt.validUntil)}.
          </p>
        ) : null
      }
      footnote={<PrivacyNote />}
    >
      <div className="grid gap-x-6 md:grid-cols-2">
        <IdentityField name="first_name" field={field} />
        <IdentityField name="last_name" field={field} />
        <TextField
          field={field("business_name")}
          label="Business name"
          maxLength={MAX_LENGTH.company}
          autoComplete="organization"
        />
        <IdentityField name="email" field={field} />
        <TextField
          field={field("phone")}
          label="Phone"
          optional
          type="tel"
          maxLength={MAX_LENGTH.phone}
          autoComplete="tel"
        />
      </div>
      <Honeypot field={field("dob")} />
    </LeadFormFrame>
  );
}
